import {
  DISRUPTION_OUTCOMES,
  type Disruption,
  disruptionResolveSchema,
  disruptionUpdateSchema,
} from '@rihla/shared/contracts/disruptions';
import { driverNameIn, driverNameOf } from '@rihla/shared/contracts/drivers';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link, useParams } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { FormActions } from '@rihla/shared/ui/form-actions';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { Ltr } from '@rihla/shared/ui/ltr';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { useVersionedSave } from '@rihla/shared/ui/use-versioned-save';
import { Alert, Button, Card, Col, Descriptions, Flex, Form, Input, Radio, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDisruption } from '../features/disruptions/api/get-disruption';
import { useResolveDisruption } from '../features/disruptions/api/resolve-disruption';
import { useUpdateDisruption } from '../features/disruptions/api/update-disruption';
import {
  DISRUPTION_FORM_FIELDS,
  DisruptionFields,
  type DisruptionFormValues,
  toDisruptionDetails,
} from '../features/disruptions/components/disruption-fields';
import { TripStatusTag } from '../features/trips/components/trip-status-tag';

const LIST_PATH = pathTo('disrupted-trip-list');

function toFormValues(d: Disruption): DisruptionFormValues {
  return {
    reason: d.reason,
    place: d.place,
    replacementBusId: d.replacementBusId,
    replacementDriverId: d.replacementDriverId,
    studentsMoved: d.studentsMoved,
    minutesLost: d.minutesLost,
    notes: d.notes,
  };
}

function ResolveCard({ disruption }: { disruption: Disruption }) {
  const { t } = useTranslation('trips');
  const { toast } = useShell();
  const [form] = Form.useForm<{ outcome?: string; resolution?: string }>();
  const resolve = useResolveDisruption(disruption.id);
  const onError = useSaveErrorHandler(form);
  const finish = (values: { outcome?: string; resolution?: string }) => {
    const parsed = disruptionResolveSchema.safeParse({ ...values, version: disruption.version });
    if (!parsed.success) {
      onError(parsed.error);
      return;
    }
    // Not mutate's own callbacks: the resolve refetches the disruption, this card unmounts with
    // it, and react-query skips an unmounted caller's onSuccess (the toast was sometimes lost).
    resolve.mutateAsync(parsed.data).then(
      (resolved) =>
        toast.add({
          severity: 'success',
          summary: t('disruption.resolved', { status: t(`status.${resolved.trip.status}`) }),
          life: 5000,
        }),
      onError,
    );
  };
  return (
    <Card title={t('disruption.resolveTitle')}>
      <Form form={form} layout="vertical" initialValues={{ outcome: 'in_progress' }} onFinish={finish}>
        <Form.Item name="outcome" label={t('disruption.outcome')} required>
          <Radio.Group
            optionType="button"
            options={DISRUPTION_OUTCOMES.map((o) => ({ value: o, label: t(`status.${o}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="resolution"
          label={t('disruption.resolution')}
          rules={[{ required: true, whitespace: true, min: 2, message: t('disruption.resolutionMissing') }]}
          required
        >
          <Input.TextArea rows={3} count={{ show: true, max: 1000 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={resolve.isPending}>
          {t('disruption.resolve')}
        </Button>
      </Form>
    </Card>
  );
}

function DisruptionEdit({
  disruption,
  refetch,
}: {
  disruption: Disruption;
  refetch(): Promise<{ data?: Disruption }>;
}) {
  const { t } = useTranslation('trips');
  const { toast, localePath, can, locale } = useShell();
  const [form] = Form.useForm<DisruptionFormValues>();
  const { finish, submitting, conflictAlert } = useVersionedSave({
    form,
    record: disruption,
    refetch,
    fields: DISRUPTION_FORM_FIELDS,
    toFormValues,
    toInput: (values, version) =>
      disruptionUpdateSchema.parse({
        ...toDisruptionDetails(values),
        occurredAt: disruption.occurredAt,
        version,
      }),
    mutation: useUpdateDisruption(disruption.id),
    onSaved: () => toast.add({ severity: 'success', summary: t('disruption.saved'), life: 4000 }),
  });
  const canWrite = can('trips:write');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Flex vertical gap={16}>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('disruption.trip')}>
              <Link to={localePath(pathTo('trip-update', { id: disruption.trip.id }))}>
                {disruption.trip.name}
              </Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.status')}>
              <TripStatusTag status={disruption.trip.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('disruption.disruptedBus')}>
              <Ltr>{disruption.trip.busPlate}</Ltr>
            </Descriptions.Item>
            <Descriptions.Item label={t('disruption.disruptedDriver')}>
              {driverNameOf(locale, disruption.trip)}
            </Descriptions.Item>
            {disruption.replacementBus || disruption.replacementDriver ? (
              <Descriptions.Item label={t('disruption.nowRunning')} span={2}>
                {disruption.replacementBus ? <Ltr>{disruption.replacementBus.plateNumber}</Ltr> : null}
                {disruption.replacementBus && disruption.replacementDriver ? ' · ' : null}
                {disruption.replacementDriver ? driverNameIn(locale, disruption.replacementDriver) : null}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('disruption.parentsTold')}>
              {t('disruption.parentsNotified', { count: disruption.parentsNotified })}
            </Descriptions.Item>
            <Descriptions.Item label={t('disruption.occurredAt')}>
              <DateTimeText value={disruption.occurredAt} />
            </Descriptions.Item>
            <Descriptions.Item label={t('disruption.resolution')}>
              <Tag color={disruption.status === 'open' ? 'error' : 'success'}>
                {t(`disruptionStatus.${disruption.status}`)}
              </Tag>
            </Descriptions.Item>
          </Descriptions>
          {disruption.status === 'resolved' ? (
            <Alert
              type="success"
              showIcon
              title={t('disruption.resolvedInfo', { resolution: disruption.resolution ?? '' })}
            />
          ) : null}
          {conflictAlert}
          <Form<DisruptionFormValues>
            form={form}
            layout="vertical"
            initialValues={toFormValues(disruption)}
            onFinish={finish}
            disabled={!canWrite}
          >
            <Card>
              <DisruptionFields
                trip={{
                  id: disruption.tripId,
                  date: disruption.trip.date,
                  busId: disruption.busId,
                  driverId: disruption.driverId,
                }}
              />
              {canWrite ? <FormActions onCancel={() => form.resetFields()} submitting={submitting} /> : null}
            </Card>
          </Form>
        </Flex>
      </Col>
      <Col xs={24} lg={8}>
        {disruption.status === 'open' && canWrite ? <ResolveCard disruption={disruption} /> : null}
      </Col>
    </Row>
  );
}

export default function DisruptedTripUpdatePage() {
  const { t } = useTranslation('trips');
  const { id = '' } = useParams();
  const disruption = useDisruption(id);
  return (
    <>
      <PageHeader
        title={t('disruption.updateTitle')}
        subtitle={
          disruption.data ? `${disruption.data.trip.name} · ${t(`reason.${disruption.data.reason}`)}` : null
        }
        backTo={LIST_PATH}
      />
      <LoadedRecord query={disruption}>
        {(data) => <DisruptionEdit key={data.version} disruption={data} refetch={disruption.refetch} />}
      </LoadedRecord>
    </>
  );
}
