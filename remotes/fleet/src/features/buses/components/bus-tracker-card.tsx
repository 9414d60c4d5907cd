import type { BusDetail } from '@rihla/shared/contracts/buses';
import type { DeviceToken } from '@rihla/shared/contracts/monitoring';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { Ltr } from '@rihla/shared/ui/ltr';
import { useOneSaveAtATime } from '@rihla/shared/ui/use-one-save-at-a-time';
import { Button, Card, Descriptions, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIssueDeviceToken } from '../api/issue-device-token';
import { useRevokeDeviceToken } from '../api/revoke-device-token';
import { useBusOffline } from '../hooks/use-bus-offline';
import { DeviceIdentifierModal } from './device-identifier-modal';

/**
 * What the bus's tracker last said (position, speed, battery, when; offline after ten quiet
 * minutes), also when the bus runs no trip, and its device identifier: issue, rotate, revoke.
 */
export function BusTrackerCard({ bus }: { bus: BusDetail }) {
  const { t } = useTranslation('fleet');
  const offline = useBusOffline(bus.lastHeardAt);
  const issue = useIssueDeviceToken(bus.id);
  const revoke = useRevokeDeviceToken(bus.id);
  const [issued, setIssued] = useState<DeviceToken | null>(null);
  const none = t('common.none');
  const fix = bus.lastPosition;
  // One identifier per click: a second click while the first is on its way sends nothing (the
  // identifier is shown once, so no Idempotency-Key replay could show it again).
  const issueOnce = useOneSaveAtATime(issue);
  const issueNew = () => issueOnce(undefined, { onSuccess: setIssued, onError: () => undefined });

  return (
    <Card
      title={t('bus.tracker.title')}
      extra={
        <Tag color={offline ? 'default' : 'green'} data-testid="tracker-status">
          {bus.lastHeardAt === null
            ? t('bus.tracker.neverHeard')
            : offline
              ? t('bus.tracker.offline')
              : t('bus.tracker.online')}
        </Tag>
      }
      style={{ marginBlockStart: 16 }}
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('bus.tracker.lastHeard')}>
          {bus.lastHeardAt ? <DateTimeText value={bus.lastHeardAt} /> : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('bus.tracker.fixAt')}>
          {fix ? <DateTimeText value={fix.at} /> : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('bus.tracker.position')}>
          {fix ? <Ltr>{`${fix.lat.toFixed(5)}, ${fix.lng.toFixed(5)}`}</Ltr> : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('bus.tracker.speed')}>
          {fix?.speedKmh != null ? t('bus.tracker.kmh', { speed: Math.round(fix.speedKmh) }) : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('bus.tracker.battery')}>
          {fix?.batteryPercent != null
            ? t('bus.tracker.percent', { value: Math.round(fix.batteryPercent) })
            : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('bus.tracker.identifier')}>
          {bus.device ? (
            <span>
              {t('bus.tracker.issuedAt')} <DateTimeText value={bus.device.issuedAt} />
            </span>
          ) : (
            t('bus.tracker.noIdentifier')
          )}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">{t('bus.tracker.hint')}</Typography.Paragraph>
      <Space wrap>
        {bus.device ? (
          <>
            <Popconfirm
              title={t('bus.tracker.rotateConfirm.title')}
              description={t('bus.tracker.rotateConfirm.description')}
              okText={t('bus.tracker.rotate')}
              cancelText={t('common.cancel')}
              onConfirm={issueNew}
            >
              <Button loading={issue.isPending}>{t('bus.tracker.rotate')}</Button>
            </Popconfirm>
            <Popconfirm
              title={t('bus.tracker.revokeConfirm.title')}
              description={t('bus.tracker.revokeConfirm.description')}
              okText={t('bus.tracker.revoke')}
              okButtonProps={{ danger: true }}
              cancelText={t('common.cancel')}
              onConfirm={() => revoke.mutate()}
            >
              <Button danger loading={revoke.isPending}>
                {t('bus.tracker.revoke')}
              </Button>
            </Popconfirm>
          </>
        ) : (
          <Button type="primary" loading={issue.isPending} onClick={issueNew}>
            {t('bus.tracker.issue')}
          </Button>
        )}
      </Space>
      {issued ? (
        <DeviceIdentifierModal issued={issued} plate={bus.plateNumber} onClose={() => setIssued(null)} />
      ) : null}
    </Card>
  );
}
