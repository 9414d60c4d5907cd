import type { TripDetails } from '@rihla/shared/contracts/trips';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useNavigate } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTripMove } from '../hooks/use-trip-move';
import { ChildCheckModal } from './child-check-modal';
import { endOfTripCheck, hasWarnings } from './end-of-trip-check';
import { ReportDisruptionModal } from './report-disruption-modal';

/** Only the status moves the machine allows now; a refused move says which ones are allowed. */
export function TripActions({ trip }: { trip: TripDetails }) {
  const { t } = useTranslation('trips');
  const { can, localePath } = useShell();
  const navigate = useNavigate();
  const { move, moving, childCheck, setChildCheck } = useTripMove(trip);
  const [reporting, setReporting] = useState(false);
  const { openDisruptionId } = trip;
  const check = endOfTripCheck(trip);
  const canWrite = can('trips:write');

  const buttons = trip.allowedMoves.map((to) => {
    if (to === 'disrupted') {
      return (
        <Button key={to} danger onClick={() => setReporting(true)} disabled={!canWrite}>
          {t('move.disrupted')}
        </Button>
      );
    }
    if (trip.status === 'disrupted') return null;
    if (to === 'cancelled') {
      return (
        <Popconfirm
          key={to}
          title={t('move.cancelled')}
          description={t('update.confirmCancel')}
          okText={t('move.cancelled')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => move(to)}
        >
          <Button disabled={!canWrite}>{t('move.cancelled')}</Button>
        </Popconfirm>
      );
    }
    return (
      <Button
        key={to}
        type="primary"
        loading={moving}
        onClick={() =>
          to === 'completed' && hasWarnings(check) ? setChildCheck({ reason: null }) : move(to)
        }
        disabled={!canWrite}
      >
        {t(`move.${to}`)}
      </Button>
    );
  });

  return (
    <Card title={t('update.actions')}>
      {childCheck ? (
        <ChildCheckModal
          check={check}
          reason={childCheck.reason}
          completing={moving}
          onConfirm={() => move('completed', true)}
          onCancel={() => setChildCheck(null)}
        />
      ) : null}
      <Flex gap={8} wrap>
        {buttons}
        {openDisruptionId ? (
          <Button
            type="primary"
            danger
            onClick={() => navigate(localePath(pathTo('disrupted-trip-update', { id: openDisruptionId })))}
          >
            {t('update.openDisruption')}
          </Button>
        ) : null}
        {trip.allowedMoves.length === 0 ? (
          <Typography.Text type="secondary">
            {t('update.noActions', { status: t(`status.${trip.status}`) })}
          </Typography.Text>
        ) : null}
      </Flex>
      {reporting ? <ReportDisruptionModal trip={trip} onClose={() => setReporting(false)} /> : null}
    </Card>
  );
}
