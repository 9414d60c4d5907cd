import type { Invoice } from '@rihla/shared/contracts/invoices';
import {
  PAYMENT_METHODS,
  type Payment,
  type PaymentInput,
  paymentInputSchema,
} from '@rihla/shared/contracts/payments';
import { toHalalas } from '@rihla/shared/format/number';
import { DateInput } from '@rihla/shared/ui/date-input';
import { Money, RiyalInput } from '@rihla/shared/ui/money';
import { useOperatorsToday } from '@rihla/shared/ui/use-operators-today';
import { useReturnFocus } from '@rihla/shared/ui/use-return-focus';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Form, Input, Modal, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useRecordPayment } from '../api/record-payment';

interface PaymentValues {
  kind: 'payment' | 'refund';
  method: Payment['method'];
  reference: string;
  amount: number | null;
  receivedOn?: Dayjs;
}
/** The API calls the amount by its halalas; its refusals belong on the riyals field. */
const FIELD_NAMES = { aliases: { amountHalalas: 'amount' } };

/** Records a payment (cash, bank transfer, card) or a refund against one invoice. */
export function PaymentModal({ invoice, onClose }: { invoice: Invoice; onClose(): void }) {
  const { t } = useTranslation('finance');
  const [form] = Form.useForm<PaymentValues>();
  useReturnFocus(true);
  const toInput = (v: PaymentValues): PaymentInput => ({
    invoiceId: invoice.id,
    kind: v.kind,
    method: v.method,
    reference: v.reference ?? '',
    amountHalalas: toHalalas(v.amount),
    receivedOn: v.receivedOn?.format('YYYY-MM-DD') ?? '',
  });
  const rules = useZodFormRules(paymentInputSchema, toInput);
  const onError = useSaveErrorHandler(form, FIELD_NAMES);
  // Money is not received in the future (the API refuses it too).
  const today = useOperatorsToday();
  const record = useRecordPayment({
    success: (saved) =>
      t(saved.kind === 'refund' ? 'payment.refunded' : 'payment.recorded', { number: saved.invoiceNumber }),
    quiet: true,
  });
  return (
    <Modal
      open
      title={t('payment.title', { number: invoice.number })}
      okText={t('payment.save')}
      cancelText={t('common.cancel')}
      confirmLoading={record.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        {t('invoice.fields.outstanding')}: <Money halalas={invoice.outstandingHalalas} />
      </p>
      <Form<PaymentValues>
        form={form}
        layout="vertical"
        initialValues={{
          kind: 'payment',
          method: 'cash',
          reference: '',
          amount: invoice.outstandingHalalas / 100,
          receivedOn: dayjs(),
        }}
        onFinish={(values) => record.mutate(toInput(values), { onSuccess: onClose, onError })}
      >
        <Form.Item name="kind" label={t('payment.fields.kind')}>
          <Radio.Group
            options={[
              { value: 'payment', label: t('payment.kind.payment') },
              { value: 'refund', label: t('payment.kind.refund') },
            ]}
          />
        </Form.Item>
        <Form.Item name="method" label={t('payment.fields.method')}>
          <Select options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payment.method.${m}`) }))} />
        </Form.Item>
        <Form.Item
          name="reference"
          label={t('payment.fields.reference')}
          rules={rules('reference')}
          dependencies={['method']}
        >
          <Input dir="ltr" />
        </Form.Item>
        <Form.Item name="amount" label={t('payment.fields.amount')} rules={rules('amountHalalas')} required>
          <RiyalInput />
        </Form.Item>
        <Form.Item name="receivedOn" label={t('payment.fields.receivedOn')} required>
          <DateInput disabledDate={(day) => today !== undefined && day.format('YYYY-MM-DD') > today} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
