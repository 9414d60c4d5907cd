import type { FamilyMoney } from '@rihla/shared/contracts/online-payments';
import { formatMoney } from '@rihla/shared/format/number';
import { fill } from '@rihla/shared/mobile/mobile-api';
import type { ReactNode } from 'react';
import { useFamily } from '../../../family-context';

/** One payment's receipt, printable: the company, the parent, the invoice, the amount and how it was paid. */
export function Receipt({
  money,
  paymentId,
  onClose,
}: {
  money: FamilyMoney;
  paymentId: string;
  onClose: () => void;
}) {
  const { place, m } = useFamily();
  const payment = money.payments.find((one) => one.id === paymentId);
  if (!payment) return null;
  const companyName = (place.locale === 'ar' ? money.company.nameAr : money.company.nameEn) ?? '';
  const row = (label: string, value: ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <article className="m-card m-receipt" aria-labelledby="receipt-heading">
      <h2 id="receipt-heading">{payment.kind === 'refund' ? m.receipt.refundHeading : m.receipt.heading}</h2>
      <dl className="m-facts">
        {companyName ? row(m.receipt.company, companyName) : null}
        {money.company.vatNumber
          ? row(m.receipt.vatNumber, <bdi dir="ltr">{money.company.vatNumber}</bdi>)
          : null}
        {row(m.receipt.number, <bdi dir="ltr">{payment.id.slice(0, 8).toUpperCase()}</bdi>)}
        {row(m.receipt.parent, money.parent.name)}
        {row(m.receipt.invoice, fill(m.money.invoice, { number: payment.invoiceNumber }))}
        {row(m.receipt.date, <bdi dir="ltr">{payment.receivedOn}</bdi>)}
        {row(m.receipt.method, m.money.method[payment.method])}
        {payment.gatewayReference
          ? row(m.receipt.gatewayReference, <bdi dir="ltr">{payment.gatewayReference}</bdi>)
          : payment.reference
            ? row(m.receipt.reference, <bdi dir="ltr">{payment.reference}</bdi>)
            : null}
        {row(m.receipt.amount, <strong>{formatMoney(payment.amountHalalas, place.locale)}</strong>)}
      </dl>
      <div className="m-row m-no-print">
        <button className="m-button" type="button" onClick={() => window.print()}>
          {m.receipt.print}
        </button>
        <button className="m-button m-button-quiet" type="button" onClick={onClose}>
          {m.receipt.close}
        </button>
      </div>
    </article>
  );
}
