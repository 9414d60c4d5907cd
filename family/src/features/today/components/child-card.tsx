import type { FamilyChild, FamilyTrip } from '@rihla/shared/contracts/family';
import { fill } from '@rihla/shared/mobile/mobile-api';
import { lazy, Suspense } from 'react';
import { useFamily } from '../../../family-context';

// Leaflet only when a bus is on the road for one of the children.
const BusMap = lazy(() => import('./bus-map'));

/** `HH:MM` on the phone's clock, Latin digits (like the planned times). */
const clockTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false }).format(
    new Date(iso),
  );

function TripRow({ trip }: { trip: FamilyTrip }) {
  const { place, m } = useFamily();
  const stopName = place.locale === 'ar' ? trip.stop.nameAr : trip.stop.nameEn;
  return (
    <li className={trip.absent ? 'm-stop m-rider-absent' : 'm-stop'}>
      <h3 className="m-trip-head">
        <span>{m.today.direction[trip.direction]}</span>
        {trip.absent ? (
          <span className="m-badge">{m.today.absent}</span>
        ) : (
          <span
            className={
              trip.status === 'disrupted' || trip.status === 'cancelled' ? 'm-badge' : 'm-badge m-badge-quiet'
            }
          >
            {m.today.status[trip.status]}
          </span>
        )}
      </h3>
      <dl className="m-facts">
        <div>
          <dt>{m.today.stop}</dt>
          <dd>{stopName}</dd>
        </div>
        <div>
          <dt>{m.today.plannedAt}</dt>
          <dd>
            <bdi dir="ltr">{trip.stop.plannedTime}</bdi>
          </dd>
        </div>
      </dl>
      {!trip.absent && trip.etaMinutes !== null ? (
        <p className="m-alert m-alert-info" role="status">
          {fill(m.today.eta, { minutes: trip.etaMinutes })}
        </p>
      ) : null}
      {!trip.absent && trip.stopReached && trip.status === 'in_progress' ? (
        <p className="m-muted">{m.today.stopReached}</p>
      ) : null}
      {trip.bus ? (
        <>
          <p className="m-muted">
            {fill(m.today.busSeenAt, { time: `\u2066${clockTime(trip.bus.at)}\u2069` })}
          </p>
          <Suspense fallback={null}>
            <BusMap trip={{ ...trip, bus: trip.bus }} />
          </Suspense>
        </>
      ) : null}
      {trip.boardedAt ? (
        <p>{fill(m.today.boardedAt, { time: `\u2066${clockTime(trip.boardedAt)}\u2069` })}</p>
      ) : null}
      {trip.droppedAt ? (
        <p>{fill(m.today.droppedAt, { time: `\u2066${clockTime(trip.droppedAt)}\u2069` })}</p>
      ) : null}
    </li>
  );
}

/** One child: name, school and grade, then their trips of today in order. */
export function ChildCard({ child }: { child: FamilyChild }) {
  const { place, m } = useFamily();
  const inLanguage = (names: { nameAr: string; nameEn: string }) =>
    place.locale === 'ar' ? names.nameAr : names.nameEn;
  return (
    <article className="m-card" aria-labelledby={`child-${child.id}`}>
      <h2 id={`child-${child.id}`}>{inLanguage(child)}</h2>
      <p className="m-muted">
        {inLanguage(child.school)} · {fill(m.today.grade, { grade: child.grade })}
      </p>
      {child.trips.length === 0 ? <p className="m-muted">{m.today.noTrips}</p> : null}
      <ol className="m-stops">
        {child.trips.map((trip) => (
          <TripRow key={trip.id} trip={trip} />
        ))}
      </ol>
    </article>
  );
}
