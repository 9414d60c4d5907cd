import type { FamilyInvoice, FamilyMoney } from '@rihla/shared/contracts/online-payments';
import { formatMoney } from '@rihla/shared/format/number';
import { fill } from '@rihla/shared/mobile/mobile-api';
import { problemText } from '@rihla/shared/mobile/problem-text';
import { useId } from 'react';
import { useFamily } from '../../../family-context';
import { useStartCheckout } from '../api/money';

function Balance({ halalas }: { halalas: number }) {
  const { place, m } = useFamily();
  const amount = formatMoney(Math.abs(halalas), place.locale);
  if (halalas === 0) return <p>{m.money.nothingOwed}</p>;
  return <p className="m-rider-name">{fill(halalas > 0 ? m.money.owed : m.money.inCredit, { amount })}</p>;
}

function InvoiceRow({ invoice, payable }: { invoice: FamilyInvoice; payable: boolean }) {
  const { place, m } = useFamily();
  const checkout = useStartCheckout();
  const money = (halalas: number) => formatMoney(halalas, place.locale);
  const child = place.locale === 'ar' ? invoice.studentNameAr : invoice.studentNameEn;
  const pack = place.locale === 'ar' ? invoice.packageNameAr : invoice.packageNameEn;
  return (
    <li className="m-stop">
      <h3 className="m-trip-head">
        <span>{fill(m.money.invoice, { number: invoice.number })}</span>
        <span className={invoice.status === 'paid' ? 'm-badge m-badge-quiet' : 'm-badge'}>
          {m.money.status[invoice.status]}
        </span>
      </h3>
      <p>
        {child} · {pack}
      </p>
      <p className="m-muted">
        {fill(m.money.month, { month: `\u2066${invoice.month}\u2069` })} ·{' '}
        {fill(m.money.due, { date: `\u2066${invoice.dueDate}\u2069` })}
      </p>
      <p>
        {money(invoice.amountHalalas)}
        {invoice.status === 'partial'
          ? ` · ${fill(m.money.outstanding, { amount: money(invoice.outstandingHalalas) })}`
          : ''}
      </p>
      {invoice.pdfUrl ? (
        <a className="m-button m-button-quiet" href={invoice.pdfUrl} target="_blank" rel="noopener">
          {m.money.invoicePdf}
        </a>
      ) : null}
      {payable && invoice.outstandingHalalas > 0 ? (
        <button
          className="m-button m-button-block"
          type="button"
          disabled={checkout.isPending || checkout.isSuccess}
          onClick={() => checkout.mutate(invoice.id)}
        >
          {checkout.isPending || checkout.isSuccess
            ? m.money.opening
            : fill(m.money.pay, { amount: money(invoice.outstandingHalalas) })}
        </button>
      ) : null}
      {checkout.isError ? (
        <p className="m-alert" role="alert">
          {problemText(checkout.error, m.errors.network)}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The family's money: what they owe, each invoice (paid online on the gateway's page when the
 * company takes card payments, else how to pay), and each payment with its receipt.
 */
export function MoneySection({ money, onReceipt }: { money: FamilyMoney; onReceipt: (id: string) => void }) {
  const { place, m } = useFamily();
  const heading = useId();
  const payable = money.onlinePayment !== null;
  return (
    <section className="m-card" aria-labelledby={heading}>
      <h2 id={heading}>{m.money.heading}</h2>
      <Balance halalas={money.balanceHalalas} />
      {!payable && money.invoices.some((invoice) => invoice.outstandingHalalas > 0) ? (
        <p className="m-alert m-alert-info">{m.money.howToPay}</p>
      ) : null}
      <h3>{m.money.invoices}</h3>
      {money.invoices.length === 0 ? <p className="m-muted">{m.money.noInvoices}</p> : null}
      <ol className="m-stops">
        {money.invoices.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} payable={payable} />
        ))}
      </ol>
      <h3>{m.money.payments}</h3>
      {money.payments.length === 0 ? <p className="m-muted">{m.money.noPayments}</p> : null}
      <ul className="m-riders">
        {money.payments.map((payment) => (
          <li key={payment.id} className="m-rider">
            <div className="m-rider-text">
              <p className="m-rider-name">
                {formatMoney(
                  payment.kind === 'refund' ? -payment.amountHalalas : payment.amountHalalas,
                  place.locale,
                )}
              </p>
              <p className="m-muted">
                {m.money.kind[payment.kind]} · {m.money.method[payment.method]}
              </p>
              <p className="m-muted">
                <bdi dir="ltr">{payment.receivedOn}</bdi> ·{' '}
                {fill(m.money.invoice, { number: payment.invoiceNumber })}
              </p>
            </div>
            <button className="m-button m-button-quiet" type="button" onClick={() => onReceipt(payment.id)}>
              {m.money.receipt}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
