import type { CrewTrip } from '@rihla/shared/contracts/crew';
import type { CrewTripState } from '@rihla/shared/contracts/crew-trip';
import { nameIn } from '@rihla/shared/format/name-in';
import { fill } from '@rihla/shared/mobile/mobile-api';
import { useState } from 'react';
import { useCrew } from '../../../crew-context';
import { phonePosition } from '../api/phone-position';
import type { TripAction } from '../api/trip-state';

/**
 * The end-of-route walk: everyone the taps and scans say is still on board, by name; each ticked
 * when found and handed over, then the walk logged (with the phone's position) or the alarm raised.
 * Completing the trip is offered once the walk is logged; the API refuses it otherwise.
 */
export function EndWalk({
  trip,
  state,
  busy,
  act,
  tap,
  pending,
}: {
  trip: CrewTrip;
  state: CrewTripState;
  busy: boolean;
  /** An action that needs the network (the alarm, completing). */
  act: (action: TripAction, onDone?: () => void) => void;
  /** A tap kept on the phone until synced (the walk). */
  tap: (action: TripAction, onDone?: () => void) => void;
  /** Taps of the trip not yet synced: the trip completes only once the API has them all. */
  pending: number;
}) {
  const { place, m } = useCrew();
  const [found, setFound] = useState<ReadonlySet<string>>(new Set());
  const [alarmed, setAlarmed] = useState(false);
  const riders = new Map(
    trip.stops.flatMap((stop) => stop.riders.map((rider) => [rider.id, rider] as const)),
  );
  const onBoard = state.onBoard;
  const allFound = onBoard.every((id) => found.has(id));
  const toggle = (id: string) =>
    setFound((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const logWalk = async () => {
    const at = new Date().toISOString();
    // Kept on the phone like the taps: the back of a bus in a school's basement may have no network.
    tap({ path: 'walk', body: { found: onBoard, at, ...(await phonePosition()) } }, () =>
      setFound(new Set()),
    );
  };
  const raiseAlarm = async () => {
    const at = new Date().toISOString();
    act({ path: 'sos', body: { at, ...(await phonePosition()) } }, () => setAlarmed(true));
  };
  const walkedAt = state.walkedAt
    ? new Intl.DateTimeFormat(place.locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-GB', {
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(state.walkedAt))
    : null;

  return (
    <section className="m-card m-walk" aria-labelledby="walk-heading">
      <h2 id="walk-heading">{m.walk.heading}</h2>
      {walkedAt ? (
        <>
          <p className="m-alert m-alert-info" role="status">
            {fill(m.walk.logged, { time: walkedAt })}
          </p>
          <button
            type="button"
            className="m-button m-button-block"
            disabled={busy || pending > 0}
            onClick={() => act({ path: 'complete', body: { version: state.version } })}
          >
            {m.walk.complete}
          </button>
        </>
      ) : (
        <>
          <p>{onBoard.length > 0 ? m.walk.lead : m.walk.nobody}</p>
          {onBoard.length > 0 ? (
            <ul className="m-riders">
              {onBoard.map((id) => {
                const rider = riders.get(id);
                const name = rider ? nameIn(place.locale, rider) : id;
                return (
                  <li key={id} className="m-rider">
                    <label className="m-check">
                      <input type="checkbox" checked={found.has(id)} onChange={() => toggle(id)} />
                      <span className="m-rider-text">
                        <span className="m-rider-name">{name}</span>
                        <span className="m-muted">{m.walk.foundLabel}</span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          ) : null}
          <button
            type="button"
            className="m-button m-button-block"
            disabled={busy || !allFound}
            onClick={logWalk}
          >
            {m.walk.done}
          </button>
          {alarmed ? (
            <p className="m-alert" role="status">
              {m.walk.alarmSent}
            </p>
          ) : null}
          <button
            type="button"
            className="m-button m-button-danger m-button-block"
            disabled={busy}
            onClick={raiseAlarm}
          >
            {m.walk.alarm}
          </button>
        </>
      )}
    </section>
  );
}
