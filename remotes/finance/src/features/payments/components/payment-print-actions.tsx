import type { Payment } from '@rihla/shared/contracts/payments';
import { useTranslation } from 'react-i18next';
import { PrintActions } from '../../printing/components/print-actions';

/** A payment prints as its receipt; a refund as its credit note (when its invoice was a tax document). */
export function PaymentPrintActions({ payment }: { payment: Payment }) {
  const { t } = useTranslation('finance');
  if (payment.kind === 'payment') {
    return (
      <PrintActions
        size="small"
        printPath={`payments/${payment.id}/receipt/print`}
        pdfUrl={`/api/v1/payments/${payment.id}/receipt/pdf`}
        subject={t('print.receipt', { number: payment.invoiceNumber })}
      />
    );
  }
  const note = payment.zatca;
  if (!note?.pdfUrl) return null;
  return (
    <PrintActions
      size="small"
      printPath={`zatca-documents/${note.uuid}/print`}
      pdfUrl={note.pdfUrl}
      subject={t('print.creditNote', { number: payment.invoiceNumber })}
    />
  );
}
