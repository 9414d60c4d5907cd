import type { FamilySession } from '@rihla/shared/contracts/family';
import { fill } from '@rihla/shared/mobile/mobile-api';
import { problemText } from '@rihla/shared/mobile/problem-text';
import { lazy, Suspense, useState } from 'react';
import { useFamily } from '../family-context';
import { useAbsences } from '../features/absences/api/absences';
import { AbsenceForm } from '../features/absences/components/absence-form';
import { AbsenceList } from '../features/absences/components/absence-list';
import { useMoney } from '../features/money/api/money';
import { CheckoutResult } from '../features/money/components/checkout-result';
import { MoneySection } from '../features/money/components/money-section';
import { Receipt } from '../features/money/components/receipt';
import { useNotices } from '../features/notices/api/notices';
import { InboxSection } from '../features/notices/components/inbox-section';
import { useRequests } from '../features/requests/api/requests';
import { RequestsSection } from '../features/requests/components/requests-section';
import { useToday } from '../features/today/api/get-today';
import { ChildCard } from '../features/today/components/child-card';

const NotificationsSection = lazy(() => import('../features/notifications/components/notifications-section'));

/** The checkout the gateway's page sent the parent back with (`?checkout=<id>`), if any. */
const returnedCheckout = () => new URLSearchParams(window.location.search).get('checkout');

/**
 * The parent's day: each child's trips of today, then reporting an absence and the ones reported,
 * then the messages the company sent and how the family is told of them, the family's money and their requests for another child's
 * seat; a receipt in place of the page while it is open (to print it).
 */
export function HomePage({ session }: { session: FamilySession }) {
  const { m } = useFamily();
  const today = useToday();
  const absences = useAbsences();
  const money = useMoney();
  const requests = useRequests();
  const inbox = useNotices();
  const [checkoutId, setCheckoutId] = useState(returnedCheckout);
  const [receiptId, setReceiptId] = useState<string | null>(null);
  const failure = today.error ?? absences.error ?? money.error ?? requests.error ?? inbox.error;
  const children = today.data?.children ?? [];
  const dismissCheckout = () => {
    window.history.replaceState(null, '', window.location.pathname);
    setCheckoutId(null);
  };
  if (receiptId && money.data) {
    return <Receipt money={money.data} paymentId={receiptId} onClose={() => setReceiptId(null)} />;
  }
  return (
    <>
      {checkoutId ? (
        <CheckoutResult checkoutId={checkoutId} onReceipt={setReceiptId} onDismiss={dismissCheckout} />
      ) : null}
      <section className="m-card">
        <h2>{fill(m.home.hello, { name: session.guardian?.name ?? session.parent.name })}</h2>
        <p className="m-muted">
          {m.today.heading} · <bdi dir="ltr">{today.data?.date ?? ''}</bdi>
        </p>
      </section>
      {today.isPending ? <p aria-busy="true">{m.loading}</p> : null}
      {failure ? (
        <p className="m-alert" role="alert">
          {problemText(failure, m.errors.network)}
        </p>
      ) : null}
      {today.data && children.length === 0 ? <p className="m-card m-muted">{m.today.noChildren}</p> : null}
      {children.map((child) => (
        <ChildCard key={child.id} child={child} />
      ))}
      {today.data && absences.data && children.length > 0 ? (
        <>
          <AbsenceForm
            children={children}
            today={today.data.date}
            cutoffMinutes={absences.data.cutoffMinutes}
          />
          <AbsenceList list={absences.data} children={children} />
        </>
      ) : null}
      {inbox.data ? <InboxSection inbox={inbox.data} /> : null}
      <Suspense fallback={null}>
        <NotificationsSection />
      </Suspense>
      {money.data ? <MoneySection money={money.data} onReceipt={setReceiptId} /> : null}
      {requests.data ? <RequestsSection list={requests.data} /> : null}
    </>
  );
}
