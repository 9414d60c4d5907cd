import type { CrewTrip } from '@rihla/shared/contracts/crew';
import { fill } from '@rihla/shared/mobile/mobile-api';
import { useCrew } from '../../../crew-context';
import { RiderRow } from './rider-row';

/**
 * A trip of today: when, which bus and school, then its stops in order with their riders, and the
 * way into the trip on the road (`onOpen`).
 */
export function TripCard({ trip, onOpen }: { trip: CrewTrip; onOpen: () => void }) {
  const { place, m } = useCrew();
  const inLanguage = (names: { nameAr: string; nameEn: string }) =>
    place.locale === 'ar' ? names.nameAr : names.nameEn;
  const riders = trip.stops.flatMap((stop) => stop.riders);
  const present = riders.filter((rider) => !rider.absent).length;
  return (
    <article className="m-card" aria-labelledby={`trip-${trip.id}`}>
      <header className="m-trip-head">
        <h2 id={`trip-${trip.id}`}>{trip.name}</h2>
        <p className="m-trip-time" dir="ltr">
          {trip.departureTime} – {trip.arrivalTime}
        </p>
      </header>
      <dl className="m-facts">
        <div>
          <dt>{m.today.bus}</dt>
          <dd>
            <bdi dir="ltr">{trip.bus.plateNumber}</bdi> · {trip.bus.model}
          </dd>
        </div>
        <div>
          <dt>{m.today.school}</dt>
          <dd>{inLanguage(trip.school)}</dd>
        </div>
        <div>
          <dt>{m.today.youAre}</dt>
          <dd>{m.home.role[trip.as]}</dd>
        </div>
        <div>
          <dt>{m.today.statusLabel}</dt>
          <dd>{m.today.status[trip.status]}</dd>
        </div>
      </dl>
      <p className="m-muted">{fill(m.today.riderCount, { present, total: riders.length })}</p>
      {trip.status === 'cancelled' ? null : (
        <button type="button" className="m-button m-button-block" onClick={onOpen}>
          {m.run.open}
        </button>
      )}
      <ol className="m-stops">
        {trip.stops.map((stop) => (
          <li key={stop.position} className="m-stop">
            <h3>
              <bdi className="m-stop-time" dir="ltr">
                {stop.plannedTime}
              </bdi>{' '}
              {inLanguage(stop)}
            </h3>
            {stop.riders.length > 0 ? (
              <ul className="m-riders">
                {stop.riders.map((rider) => (
                  <RiderRow key={rider.id} tripId={trip.id} rider={rider} />
                ))}
              </ul>
            ) : (
              <p className="m-muted">{m.today.noRiders}</p>
            )}
          </li>
        ))}
      </ol>
    </article>
  );
}
