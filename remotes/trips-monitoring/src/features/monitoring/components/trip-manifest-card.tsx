import {
  MANIFEST_STATES,
  type ManifestState,
  type ManifestWalk,
  type TripManifest,
} from '@rihla/shared/contracts/trip-manifest';
import type { TripDetails } from '@rihla/shared/contracts/trips';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Alert, Card, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ManifestState, string> = {
  on_board: 'green',
  dropped_off: 'default',
  absent: 'default',
  no_show: 'orange',
  unaccounted: 'blue',
};

/**
 * The trip's live manifest: how many riders are in each state, every rider with theirs (from the
 * scans and the crew's taps), and the end-of-route walk's result.
 */
export function TripManifestCard({ trip, manifest }: { trip: TripDetails; manifest: TripManifest }) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  const students = new Map(trip.stops.flatMap((stop) => stop.students.map((s) => [s.id, s] as const)));
  const stops = new Map(trip.stops.map((stop) => [stop.stopId, stop]));
  const counts = new Map<ManifestState, number>();
  for (const rider of manifest.riders) counts.set(rider.state, (counts.get(rider.state) ?? 0) + 1);
  return (
    <Card title={t('manifest.title')}>
      <Flex vertical gap={12}>
        <Flex wrap gap={4} aria-label={t('manifest.summary')}>
          {MANIFEST_STATES.map((state) => (
            <Tag key={state} color={COLORS[state]}>
              {t(`manifest.state.${state}`)}: {counts.get(state) ?? 0}
            </Tag>
          ))}
        </Flex>
        <WalkResult walk={manifest.walk} />
        <List
          dataSource={manifest.riders}
          locale={{ emptyText: t('common.none') }}
          renderItem={(rider) => {
            const student = students.get(rider.studentId);
            const stop = stops.get(rider.stopId);
            const name = student ? nameIn(locale, student) : '';
            return (
              <List.Item key={rider.studentId} aria-label={name}>
                <List.Item.Meta
                  title={name}
                  description={
                    <>
                      {stop ? nameIn(locale, stop) : null}
                      {rider.at ? (
                        <Typography.Text type="secondary">
                          {' · '}
                          <DateTimeText value={rider.at} />
                        </Typography.Text>
                      ) : null}
                    </>
                  }
                />
                <Tag color={COLORS[rider.state]}>{t(`manifest.state.${rider.state}`)}</Tag>
              </List.Item>
            );
          }}
        />
      </Flex>
    </Card>
  );
}

/** The latest walk to the back of the bus: when, by whom, how many children, where; or none yet. */
function WalkResult({ walk }: { walk: ManifestWalk | null }) {
  const { t } = useTranslation('trips');
  if (!walk) {
    return <Alert type="info" showIcon title={t('manifest.walk.none')} />;
  }
  return (
    <Alert
      type={walk.current ? 'success' : 'warning'}
      showIcon
      title={walk.current ? t('manifest.walk.done') : t('manifest.walk.stale')}
      description={
        <Flex vertical gap={2}>
          <span>
            {t('manifest.walk.at')} <DateTimeText value={walk.at} />
          </span>
          {walk.by ? <span>{t('manifest.walk.by', { name: walk.by })}</span> : null}
          <span>{t('manifest.walk.accounted', { count: walk.accounted })}</span>
          <span>
            {t('manifest.walk.position')}{' '}
            {walk.lat != null && walk.lng != null ? (
              <Ltr>{`${walk.lat.toFixed(5)}, ${walk.lng.toFixed(5)}`}</Ltr>
            ) : (
              t('manifest.walk.noPosition')
            )}
          </span>
        </Flex>
      }
    />
  );
}
