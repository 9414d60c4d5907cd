import { formatMoney } from '@rihla/shared/format/number';
import { fill } from '@rihla/shared/mobile/mobile-api';
import { problemText } from '@rihla/shared/mobile/problem-text';
import { useFamily } from '../../../family-context';
import { useCheckoutResult } from '../api/money';

/**
 * Back from the gateway's page (`?checkout=<id>`): what the gateway says of the payment, once the
 * API has verified it, with the receipt when it was paid.
 */
export function CheckoutResult({
  checkoutId,
  onReceipt,
  onDismiss,
}: {
  checkoutId: string;
  onReceipt: (paymentId: string) => void;
  onDismiss: () => void;
}) {
  const { place, m } = useFamily();
  const result = useCheckoutResult(checkoutId);
  if (result.isPending) {
    return (
      <p className="m-card" aria-busy="true">
        {m.money.result.checking}
      </p>
    );
  }
  const paid = result.data?.status === 'paid' ? result.data : null;
  const text = result.isError
    ? problemText(result.error, m.errors.network)
    : paid
      ? fill(m.money.result.paid, {
          number: paid.invoiceNumber,
          amount: formatMoney(paid.amountHalalas, place.locale),
        })
      : m.money.result[result.data.status === 'failed' ? 'failed' : 'pending'];
  return (
    <section className="m-card">
      <p className={paid ? 'm-alert m-alert-info' : 'm-alert'} role={paid ? 'status' : 'alert'}>
        {text}
      </p>
      <div className="m-row">
        {paid?.paymentId ? (
          <button className="m-button" type="button" onClick={() => onReceipt(paid.paymentId!)}>
            {m.money.receipt}
          </button>
        ) : null}
        <button className="m-button m-button-quiet" type="button" onClick={onDismiss}>
          {m.money.result.dismiss}
        </button>
      </div>
    </section>
  );
}
