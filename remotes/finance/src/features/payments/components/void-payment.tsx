import { type Payment, paymentVoidSchema } from '@rihla/shared/contracts/payments';
import { formatMoney } from '@rihla/shared/format/number';
import { todayIn } from '@rihla/shared/format/today';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useAppConfig } from '@rihla/shared/ui/use-app-config';
import { useOneShot } from '@rihla/shared/ui/use-one-shot';
import { useReturnFocus } from '@rihla/shared/ui/use-return-focus';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVoidPayment } from '../api/void-payment';

/** A payment (not a refund) recorded today on the operators' clock and not voided yet. */
function useVoidable() {
  const config = useAppConfig();
  return (p: Payment) =>
    config !== undefined &&
    p.kind === 'payment' &&
    p.voidedAt === null &&
    todayIn(config.timeZone, new Date(p.createdAt)) === todayIn(config.timeZone);
}

function VoidModal({ payment, onClose }: { payment: Payment; onClose(): void }) {
  const { t } = useTranslation('finance');
  const { locale } = useShell();
  const [form] = Form.useForm<{ reason?: string }>();
  useReturnFocus(true);
  const onError = useSaveErrorHandler(form);
  const voiding = useVoidPayment(payment.id, {
    success: (voided) => t('payment.voided', { number: voided.invoiceNumber }),
    quiet: true,
  });
  const voidOnce = useOneShot(voiding);
  return (
    <Modal
      open
      title={t('payment.voidTitle', { amount: formatMoney(payment.amountHalalas, locale) })}
      okText={t('payment.voidOk')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={voiding.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('payment.voidLead')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => {
          const parsed = paymentVoidSchema.safeParse(values);
          if (!parsed.success) return onError(parsed.error);
          voidOnce(parsed.data, { onSuccess: onClose, onError });
        }}
      >
        <Form.Item
          name="reason"
          label={t('payment.voidReason')}
          rules={[{ required: true, whitespace: true, min: 2, message: t('payment.voidReasonMissing') }]}
          required
        >
          <Input.TextArea rows={2} count={{ show: true, max: 300 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The "Void" action of a payment recorded by mistake today; nothing for any other row. */
export function VoidPaymentAction({ payment }: { payment: Payment }) {
  const { t } = useTranslation('finance');
  const { can } = useShell();
  const voidable = useVoidable();
  const [open, setOpen] = useState(false);
  if (!can('finance:write') || !voidable(payment)) return null;
  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)}>
        {t('payment.void')}
      </Button>
      {open ? <VoidModal payment={payment} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
