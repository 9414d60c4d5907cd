import type { Invoice } from '@rihla/shared/contracts/invoices';
import {
  PAYMENT_METHODS,
  type Payment,
  type PaymentInput,
  paymentInputSchema,
} from '@rihla/shared/contracts/payments';
import { formatGregorian } from '@rihla/shared/format/date';
import { toHalalas } from '@rihla/shared/format/number';
import { DateInput } from '@rihla/shared/ui/date-input';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Money, RiyalInput } from '@rihla/shared/ui/money';
import { useOneShot } from '@rihla/shared/ui/use-one-shot';
import { useOperatorsToday } from '@rihla/shared/ui/use-operators-today';
import { useReturnFocus } from '@rihla/shared/ui/use-return-focus';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Alert, Descriptions, Form, Input, Modal, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordPayment } from '../api/record-payment';

interface PaymentValues {
  kind: 'payment' | 'refund';
  method?: Payment['method'];
  reference: string;
  amount: number | null;
  receivedOn?: Dayjs;
}
/** The API calls the amount by its halalas; its refusals belong on the riyals field. */
const FIELD_NAMES = { aliases: { amountHalalas: 'amount' } };

/** What the review step shows: the line that will be booked, and what is left on the invoice after it. */
function Booking({ invoice, input }: { invoice: Invoice; input: PaymentInput }) {
  const { t } = useTranslation('finance');
  const amount = input.amountHalalas;
  const refund = input.kind === 'refund';
  return (
    <>
      <Alert type={refund ? 'warning' : 'info'} showIcon title={t('payment.reviewLead')} />
      <Descriptions bordered size="small" column={1} style={{ marginBlockStart: 12 }}>
        <Descriptions.Item label={t('payment.fields.kind')}>
          {t(`payment.kind.${input.kind ?? 'payment'}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('payment.fields.amount')}>
          <Money halalas={refund ? -amount : amount} />
        </Descriptions.Item>
        <Descriptions.Item label={t('payment.fields.method')}>
          {t(`payment.method.${input.method}`)}
        </Descriptions.Item>
        {input.reference ? (
          <Descriptions.Item label={t('payment.fields.reference')}>
            <Ltr>{input.reference}</Ltr>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('payment.fields.receivedOn')}>
          <Ltr>{formatGregorian(input.receivedOn)}</Ltr>
        </Descriptions.Item>
        <Descriptions.Item label={t('payment.outstandingAfter')}>
          <Money halalas={invoice.outstandingHalalas + (refund ? amount : -amount)} />
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}

/**
 * Records a payment (cash, bank transfer, card) or a refund against one invoice. The form starts
 * empty (no amount, no method: nothing is booked by pressing Enter), and a review step shows what
 * will be booked before it is.
 */
export function PaymentModal({ invoice, onClose }: { invoice: Invoice; onClose(): void }) {
  const { t } = useTranslation('finance');
  const [form] = Form.useForm<PaymentValues>();
  const [review, setReview] = useState<PaymentInput | null>(null);
  useReturnFocus(true);
  const toInput = (v: PaymentValues): PaymentInput => ({
    invoiceId: invoice.id,
    kind: v.kind,
    method: v.method as Payment['method'],
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
  const recordOnce = useOneShot(record);
  return (
    <Modal
      open
      title={t('payment.title', { number: invoice.number })}
      okText={review ? t('payment.book') : t('payment.review')}
      cancelText={review ? t('payment.back') : t('common.cancel')}
      confirmLoading={record.isPending}
      onOk={() =>
        review
          ? recordOnce(review, {
              onSuccess: onClose,
              onError: (error) => {
                setReview(null);
                onError(error);
              },
            })
          : form.submit()
      }
      onCancel={(event) =>
        // The button goes back to the form; the close icon and Escape close the dialog.
        review && (event.target as HTMLElement).closest('.ant-modal-footer') ? setReview(null) : onClose()
      }
      destroyOnHidden
    >
      {review ? <Booking invoice={invoice} input={review} /> : null}
      <div hidden={review !== null}>
        <p>
          {t('invoice.fields.outstanding')}: <Money halalas={invoice.outstandingHalalas} />
        </p>
        <Form<PaymentValues>
          form={form}
          layout="vertical"
          initialValues={{
            kind: 'payment',
            reference: '',
            amount: null,
            receivedOn: dayjs(),
          }}
          onFinish={(values) => setReview(toInput(values))}
        >
          <Form.Item name="kind" label={t('payment.fields.kind')}>
            <Radio.Group
              options={[
                { value: 'payment', label: t('payment.kind.payment') },
                { value: 'refund', label: t('payment.kind.refund') },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="method"
            label={t('payment.fields.method')}
            rules={[{ required: true, message: t('payment.methodMissing') }]}
            required
          >
            <Select
              placeholder={t('payment.methodPlaceholder')}
              options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payment.method.${m}`) }))}
            />
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
      </div>
    </Modal>
  );
}
