import type { CrewTrip } from '@rihla/shared/contracts/crew';
import { type CrewTripState, RIDER_MARKS } from '@rihla/shared/contracts/crew-trip';
import { nameIn } from '@rihla/shared/format/name-in';
import { useCrew } from '../../../crew-context';
import { RiderFace } from '../../today/components/rider-row';
import type { TripAction } from '../api/trip-state';

type Stop = CrewTrip['stops'][number];

/**
 * A stop on the road: reached and left, and each of its riders marked on the bus, not here, or
 * dropped off (absent riders struck through, nothing to mark).
 */
export function StopPanel({
  stop,
  state,
  busy,
  act,
}: {
  stop: Stop;
  state: CrewTripState;
  busy: boolean;
  act: (action: TripAction) => void;
}) {
  const { place, m } = useCrew();
  const markOf = new Map(state.riders.map((rider) => [rider.studentId, rider.mark]));
  const arrived = state.arrived.includes(stop.stopId);
  const departed = state.departed.includes(stop.stopId);
  const tapStop = (event: 'arrived' | 'departed') =>
    act({ path: `stops/${stop.stopId}`, body: { event, at: new Date().toISOString() } });
  return (
    <section className="m-card" aria-labelledby={`stop-${stop.stopId}`}>
      <h2 id={`stop-${stop.stopId}`}>
        <bdi className="m-stop-time" dir="ltr">
          {stop.plannedTime}
        </bdi>{' '}
        {nameIn(place.locale, stop)}
      </h2>
      <div className="m-marks m-marks-two">
        {(['arrived', 'departed'] as const).map((event) => {
          const done = event === 'arrived' ? arrived : departed;
          return (
            <button
              key={event}
              type="button"
              className="m-button m-button-quiet"
              aria-pressed={done}
              disabled={busy || done}
              onClick={() => tapStop(event)}
            >
              {done ? m.run[`${event}Done`] : m.run[event]}
            </button>
          );
        })}
      </div>
      {stop.riders.length > 0 ? (
        <ul className="m-riders">
          {stop.riders.map((rider) => {
            const name = nameIn(place.locale, rider);
            const mark = markOf.get(rider.id);
            return (
              <li key={rider.id} className={rider.absent ? 'm-rider m-rider-absent' : 'm-rider m-rider-run'}>
                <div className="m-rider-who">
                  <RiderFace tripId={state.id} rider={rider} name={name} />
                  <div className="m-rider-text">
                    <p className="m-rider-name">
                      {rider.absent ? <s>{name}</s> : name}
                      {rider.absent ? <span className="m-badge">{m.today.absent}</span> : null}
                    </p>
                    {rider.specialNeeds ? <p className="m-note">{rider.specialNeeds}</p> : null}
                    {rider.absent ? null : (
                      <p className="m-muted" data-testid="rider-mark">
                        {mark ? m.run.marks[mark] : m.run.notMarked}
                      </p>
                    )}
                  </div>
                </div>
                {rider.absent ? null : (
                  <fieldset className="m-marks" aria-label={name}>
                    {RIDER_MARKS.map((option) => (
                      <button
                        key={option}
                        type="button"
                        className="m-button m-button-quiet"
                        aria-pressed={mark === option}
                        aria-label={`${m.run.marks[option]}: ${name}`}
                        disabled={busy}
                        onClick={() =>
                          act({
                            path: `riders/${rider.id}`,
                            body: { mark: option, at: new Date().toISOString() },
                          })
                        }
                      >
                        {m.run.marks[option]}
                      </button>
                    ))}
                  </fieldset>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="m-muted">{m.today.noRiders}</p>
      )}
    </section>
  );
}
