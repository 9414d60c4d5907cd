import { driverNameIn } from '@rihla/shared/contracts/drivers';
import { type RiderScope, type TripDetails, tripUpdateSchema } from '@rihla/shared/contracts/trips';
import { nameIn } from '@rihla/shared/format/name-in';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useParams } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateText } from '@rihla/shared/ui/date-text';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { Ltr } from '@rihla/shared/ui/ltr';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { useVersionedSave } from '@rihla/shared/ui/use-versioned-save';
import { Alert, Col, Descriptions, Flex, Form, Row } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrip } from '../features/trips/api/get-trip';
import { useUpdateTrip } from '../features/trips/api/update-trip';
import { RiderScopeModal } from '../features/trips/components/rider-scope-modal';
import { TripActions } from '../features/trips/components/trip-actions';
import { TripForm } from '../features/trips/components/trip-form';
import {
  ridersChanged,
  TRIP_FORM_FIELDS,
  type TripFormValues,
  toTripFormValues,
  toTripInput,
} from '../features/trips/components/trip-form-values';
import { TripRoute } from '../features/trips/components/trip-route';
import { TripStatusTag } from '../features/trips/components/trip-status-tag';
import { namesOf, TripTimeline } from '../features/trips/components/trip-timeline';
import { useTripFieldNaming } from '../features/trips/hooks/use-trip-field-naming';

const LIST_PATH = pathTo('trip-list');

/** A scheduled trip can be re-planned (same form as adding, one date). */
function TripPlanEdit({ trip, refetch }: { trip: TripDetails; refetch(): Promise<{ data?: TripDetails }> }) {
  const { t } = useTranslation('trips');
  const { toast, can } = useShell();
  const [form] = Form.useForm<TripFormValues>();
  // Riders changed on a trip of a series: saved once the operator says for this day or the series.
  const [asking, setAsking] = useState<TripFormValues | null>(null);
  const scope = useRef<RiderScope>('day');
  const { finish, submitting, conflictAlert } = useVersionedSave({
    form,
    record: trip,
    refetch,
    fields: TRIP_FORM_FIELDS,
    naming: useTripFieldNaming(),
    toFormValues: toTripFormValues,
    toInput: (values, version) =>
      tripUpdateSchema.parse({ ...toTripInput(values), version, ridersScope: scope.current }),
    mutation: useUpdateTrip(trip.id),
    onSaved: (saved) =>
      toast.add({ severity: 'success', summary: t('update.saved', { name: saved.name }), life: 4000 }),
  });
  if (!can('trips:write')) return <TripRoute trip={trip} />;
  return (
    <>
      {conflictAlert}
      <TripForm
        form={form}
        mode="update"
        initialValues={toTripFormValues(trip)}
        submitting={submitting}
        onFinish={(values) => {
          if (trip.seriesId && ridersChanged(trip, values)) setAsking(values);
          else {
            scope.current = 'day';
            finish(values);
          }
        }}
        onCancel={() => form.resetFields()}
      />
      {asking ? (
        <RiderScopeModal
          onCancel={() => setAsking(null)}
          onChoose={(chosen) => {
            scope.current = chosen;
            setAsking(null);
            finish(asking);
          }}
        />
      ) : null}
    </>
  );
}

function TripView({ trip, refetch }: { trip: TripDetails; refetch(): Promise<{ data?: TripDetails }> }) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Flex vertical gap={16}>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('fields.date')}>
              <DateText value={trip.date} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.departureTime')}>
              <Ltr>{`${trip.departureTime}–${trip.arrivalTime}`}</Ltr>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.school')}>{nameIn(locale, trip.school)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.direction')}>
              {t(`direction.${trip.direction}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.bus')}>
              <Ltr>{trip.bus.plateNumber}</Ltr>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.driver')}>
              {driverNameIn(locale, trip.driver)}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.attendantName')}>
              {trip.attendantName ?? t('common.none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.riders')}>
              {t('list.ridersOf', { riders: trip.riderCount, students: trip.studentCount })}
            </Descriptions.Item>
          </Descriptions>
          {trip.status === 'scheduled' ? (
            <TripPlanEdit key={trip.version} trip={trip} refetch={refetch} />
          ) : (
            <>
              <Alert type="info" showIcon title={t('update.readOnly')} />
              <TripRoute trip={trip} />
            </>
          )}
        </Flex>
      </Col>
      <Col xs={24} lg={8}>
        <Flex vertical gap={16}>
          <TripActions trip={trip} />
          <TripTimeline events={trip.events} names={namesOf(trip)} />
        </Flex>
      </Col>
    </Row>
  );
}

export default function TripUpdatePage() {
  const { t } = useTranslation('trips');
  const { id = '' } = useParams();
  const trip = useTrip(id);
  return (
    <>
      <PageHeader
        title={trip.data ? trip.data.name : t('update.title')}
        subtitle={trip.data ? <TripStatusTag status={trip.data.status} /> : null}
        backTo={LIST_PATH}
      />
      <LoadedRecord query={trip}>{(data) => <TripView trip={data} refetch={trip.refetch} />}</LoadedRecord>
    </>
  );
}
