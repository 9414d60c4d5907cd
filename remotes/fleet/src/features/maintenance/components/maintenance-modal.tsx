import { type Maintenance, maintenanceInputSchema } from '@rihla/shared/contracts/bus-maintenance';
import { formatGregorian } from '@rihla/shared/format/date';
import { toHalalas } from '@rihla/shared/format/number';
import { DateInput } from '@rihla/shared/ui/date-input';
import { RiyalInput } from '@rihla/shared/ui/money';
import { NumberInput } from '@rihla/shared/ui/number-input';
import { useOneSaveAtATime } from '@rihla/shared/ui/use-one-save-at-a-time';
import { useOperatorsToday } from '@rihla/shared/ui/use-operators-today';
import { useReturnFocus } from '@rihla/shared/ui/use-return-focus';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCreateMaintenance } from '../api/create-maintenance';
import { useUpdateMaintenance } from '../api/update-maintenance';

interface MaintenanceValues {
  serviceDate?: Dayjs | null;
  work?: string;
  /** Riyals, as typed; the API keeps halalas. */
  cost?: number | null;
  garage?: string | null;
  odometerKm?: number | null;
}
/** The API calls the cost by its halalas; its refusals belong on the riyals field. */
const FIELD_NAMES = { aliases: { costHalalas: 'cost' } };

const toValues = (entry: Maintenance | null, odometerKm: number | null): MaintenanceValues =>
  entry
    ? {
        serviceDate: dayjs(entry.serviceDate),
        work: entry.work,
        cost: entry.costHalalas / 100,
        garage: entry.garage,
        odometerKm: entry.odometerKm,
      }
    : { serviceDate: dayjs(), work: '', cost: null, garage: '', odometerKm };

/**
 * Logs a service of the bus, or edits one (at the version read: a newer one is refused as stale).
 * A new service starts from today and the bus's odometer now.
 */
export function MaintenanceModal({
  busId,
  entry,
  odometerKm,
  onClose,
}: {
  busId: string;
  /** The service edited; null logs a new one. */
  entry: Maintenance | null;
  odometerKm: number | null;
  onClose(): void;
}) {
  const { t } = useTranslation('fleet');
  const [form] = Form.useForm<MaintenanceValues>();
  useReturnFocus(true);
  const today = useOperatorsToday();
  // What `maintenanceInputSchema` parses: an empty cost or reading is "required", not zero.
  const toInput = (v: MaintenanceValues) => ({
    busId,
    serviceDate: v.serviceDate?.format('YYYY-MM-DD'),
    work: v.work,
    costHalalas: v.cost === null || v.cost === undefined ? undefined : toHalalas(v.cost),
    garage: v.garage?.trim() ? v.garage : null,
    odometerKm: v.odometerKm ?? undefined,
  });
  const rules = useZodFormRules(maintenanceInputSchema, toInput);
  const onError = useSaveErrorHandler(form, FIELD_NAMES);
  const toasts = {
    success: (saved: Maintenance) => t('maintenance.saved', { date: formatGregorian(saved.serviceDate) }),
    quiet: true,
  };
  const create = useCreateMaintenance(toasts);
  const update = useUpdateMaintenance(entry?.id ?? '', toasts);
  const createOnce = useOneSaveAtATime(create);
  const updateOnce = useOneSaveAtATime(update);
  const finish = (values: MaintenanceValues) => {
    const input = maintenanceInputSchema.parse(toInput(values));
    const { busId: _bus, ...fields } = input;
    if (entry) updateOnce({ ...fields, version: entry.version }, { onSuccess: onClose, onError });
    else createOnce(input, { onSuccess: onClose, onError });
  };
  return (
    <Modal
      open
      title={entry ? t('maintenance.edit') : t('maintenance.add')}
      okText={t('maintenance.save')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<MaintenanceValues>
        form={form}
        name="maintenance"
        layout="vertical"
        initialValues={toValues(entry, odometerKm)}
        onFinish={finish}
        requiredMark="optional"
      >
        <Form.Item
          name="serviceDate"
          label={t('maintenance.fields.serviceDate')}
          rules={rules('serviceDate')}
          required
        >
          {/* A service is logged once done (the API refuses a later date too). */}
          <DateInput disabledDate={(day) => today !== undefined && day.format('YYYY-MM-DD') > today} />
        </Form.Item>
        <Form.Item name="work" label={t('maintenance.fields.work')} rules={rules('work')} required>
          <Input.TextArea rows={3} count={{ show: true, max: 1000 }} />
        </Form.Item>
        <Form.Item name="cost" label={t('maintenance.fields.cost')} rules={rules('costHalalas')} required>
          <RiyalInput />
        </Form.Item>
        <Form.Item name="garage" label={t('maintenance.fields.garage')} rules={rules('garage')}>
          <Input />
        </Form.Item>
        <Form.Item
          name="odometerKm"
          label={t('maintenance.fields.odometerKm')}
          rules={rules('odometerKm')}
          required
        >
          <NumberInput style={{ inlineSize: '100%' }} controls={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
