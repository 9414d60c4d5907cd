import type { CrewSession } from '@rihla/shared/contracts/crew';
import { fill } from '@rihla/shared/mobile/mobile-api';
import { problemText } from '@rihla/shared/mobile/problem-text';
import { useState } from 'react';
import { useCrew } from '../crew-context';
import { useToday } from '../features/today/api/get-today';
import { TripCard } from '../features/today/components/trip-card';
import { TripRun } from '../features/trip-run/components/trip-run';

/** The signed-in crew member's day: their trips of today in order, or the one opened on the road. */
export function HomePage({ session }: { session: CrewSession }) {
  const { m } = useCrew();
  const today = useToday();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = today.data?.trips.find((trip) => trip.id === openId);
  if (open && today.data) return <TripRun today={today.data} trip={open} onBack={() => setOpenId(null)} />;
  return (
    <>
      <section className="m-card">
        <h2>{fill(m.home.hello, { name: session.member.fullName })}</h2>
        <p className="m-muted">{m.home.role[session.member.role]}</p>
      </section>
      {today.isPending ? <p aria-busy="true">{m.loading}</p> : null}
      {today.isError ? (
        <p className="m-alert" role="alert">
          {problemText(today.error, m.errors.network)}
        </p>
      ) : null}
      {today.data && today.data.trips.length === 0 ? <p className="m-card m-muted">{m.today.none}</p> : null}
      {today.data?.trips.map((trip) => (
        <TripCard key={trip.id} trip={trip} onOpen={() => setOpenId(trip.id)} />
      ))}
    </>
  );
}
