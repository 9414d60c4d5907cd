import { pathTo } from '@rihla/shared/routes/path-to';
import { useParams } from '@rihla/shared/routes/router';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTripManifest } from '../features/monitoring/api/get-trip-manifest';
import { LiveTripHeader } from '../features/monitoring/components/live-trip-header';
import { StopProgress } from '../features/monitoring/components/stop-progress';
import { TripManifestCard } from '../features/monitoring/components/trip-manifest-card';
import { useLiveTrip } from '../features/monitoring/hooks/use-live-trip';
import { TripActions } from '../features/trips/components/trip-actions';
import { namesOf, TripTimeline } from '../features/trips/components/trip-timeline';

/**
 * One trip as it runs: its timeline (what the bus reported included), its live manifest (each
 * rider's state and the end-of-route walk), stops.
 */
export default function TripDetailsPage() {
  const { t } = useTranslation('trips');
  const { id = '' } = useParams();
  const { trip, live } = useLiveTrip(id);
  const manifest = useTripManifest(id);
  return (
    <>
      <LiveTripHeader
        trip={trip.data}
        backTo={pathTo('monitor-trips')}
        other={{ path: pathTo('trip-tracking-map', { id }), label: t('monitor.openMap') }}
      />
      <LoadedRecord query={trip}>
        {(data) => (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={8}>
              <TripTimeline events={data.events} names={namesOf(data)} />
            </Col>
            <Col xs={24} lg={8}>
              <Flex vertical gap={16}>
                <TripActions trip={data} />
                {manifest.data ? <TripManifestCard trip={data} manifest={manifest.data} /> : null}
              </Flex>
            </Col>
            <Col xs={24} lg={8}>
              <StopProgress trip={data} nextStopId={live.data?.nextStopId ?? null} />
            </Col>
          </Row>
        )}
      </LoadedRecord>
    </>
  );
}
