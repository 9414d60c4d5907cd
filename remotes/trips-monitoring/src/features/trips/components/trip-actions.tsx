import { disruptionReportSchema } from '@rihla/shared/contracts/disruptions';
import type { TripDetails, TripStatus } from '@rihla/shared/contracts/trips';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useNavigate } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useReturnFocus } from '@rihla/shared/ui/use-return-focus';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { Button, Card, Flex, Form, Modal, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DisruptionFields,
  type DisruptionFormValues,
  toDisruptionDetails,
} from '../../disruptions/components/disruption-fields';
import { useReportDisruption } from '../api/report-disruption';
import { useTransitionTrip } from '../api/transition-trip';
import { ChildCheckModal } from './child-check-modal';
import { endOfTripCheck, hasWarnings } from './end-of-trip-check';

function ReportDisruption({ trip, onClose }: { trip: TripDetails; onClose(): void }) {
  useReturnFocus(true);
  const { t } = useTranslation('trips');
  const { toast, localePath } = useShell();
  const navigate = useNavigate();
  const [form] = Form.useForm<DisruptionFormValues>();
  const report = useReportDisruption(trip.id);
  const onError = useSaveErrorHandler(form);
  const finish = (values: DisruptionFormValues) => {
    const parsed = disruptionReportSchema.safeParse({
      ...toDisruptionDetails(values),
      occurredAt: new Date().toISOString(),
      tripVersion: trip.version,
    });
    if (!parsed.success) {
      onError(parsed.error);
      return;
    }
    report.mutate(parsed.data, {
      onSuccess: (disruption) => {
        toast.add({ severity: 'warn', summary: t('report.reported'), life: 5000 });
        navigate(localePath(pathTo('disrupted-trip-update', { id: disruption.id })));
      },
      onError,
    });
  };
  return (
    <Modal
      open
      title={t('report.title')}
      okText={t('report.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: report.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={760}
      destroyOnHidden
    >
      <Form<DisruptionFormValues>
        form={form}
        layout="vertical"
        initialValues={{
          studentsMoved: 0,
          minutesLost: 0,
          notes: '',
        }}
        onFinish={finish}
      >
        <DisruptionFields trip={trip} />
      </Form>
    </Modal>
  );
}

/** Only the status moves the machine allows now; a refused move says which ones are allowed. */
export function TripActions({ trip }: { trip: TripDetails }) {
  const { t } = useTranslation('trips');
  const { toast, can, localePath } = useShell();
  const navigate = useNavigate();
  const transition = useTransitionTrip(trip.id);
  const [reporting, setReporting] = useState(false);
  const { openDisruptionId } = trip;
  /**
   * The end-of-trip child check, open until the attendant confirms: `reason` is the API's refusal
   * (children still scanned on), or null when the timeline alone warns (stops or riders missed).
   */
  const [childCheck, setChildCheck] = useState<{ reason: string | null } | null>(null);
  const check = endOfTripCheck(trip);
  useReturnFocus(childCheck !== null);
  const canWrite = can('trips:write');

  const move = (to: TripStatus, confirmEmpty = false) =>
    transition.mutate(
      {
        to: to as 'in_progress' | 'completed' | 'cancelled',
        version: trip.version,
        ...(confirmEmpty ? { confirmEmpty: true } : {}),
      },
      {
        onSuccess: (moved) => {
          setChildCheck(null);
          toast.add({
            severity: 'success',
            summary: t('update.moved', { status: t(`status.${moved.status}`) }),
            life: 4000,
          });
        },
        onError: (error) => {
          const problem = error instanceof ProblemError ? error.problem : undefined;
          if (problem?.code === 'trips.childrenOnBoard') {
            setChildCheck({ reason: problem.title });
            return;
          }
          const allowed = (problem?.allowed ?? []).map((s) => t(`move.${s}`)).join('، ');
          const reasons = (problem?.errors ?? []).map((e) => e.message).join(' ');
          toast.add({
            severity: 'error',
            summary: problem?.title ?? t('update.refused'),
            detail: [reasons, allowed ? t('update.allowedNow', { moves: allowed }) : '']
              .filter(Boolean)
              .join(' '),
            life: 8000,
          });
        },
      },
    );

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
        loading={transition.isPending}
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
          completing={transition.isPending}
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
      {reporting ? <ReportDisruption trip={trip} onClose={() => setReporting(false)} /> : null}
    </Card>
  );
}
