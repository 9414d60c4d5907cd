import type { CrewToday, CrewTrip } from '@rihla/shared/contracts/crew';
import { fill } from '@rihla/shared/mobile/mobile-api';
import { problemText } from '@rihla/shared/mobile/problem-text';
import { useCrew } from '../../../crew-context';
import { CardScan } from '../../card-scan/components/card-scan';
import { applyTap } from '../api/apply-tap';
import { sendFixes, usePositionReports } from '../api/position-reports';
import { enqueueTap, syncTaps, useTapQueue } from '../api/tap-queue';
import { type TripAction, useKeepTripState, useTripAction, useTripState } from '../api/trip-state';
import { EndWalk } from './end-walk';
import { HelpPanel } from './help-panel';
import { StopPanel } from './stop-panel';

/**
 * One trip on the road: start it, then stop by stop the riders marked (by a tap or their card),
 * help at hand, and the end-of-route walk before completing. A refusal is shown in the API's words (translated there).
 */
export function TripRun({ today, trip, onBack }: { today: CrewToday; trip: CrewTrip; onBack: () => void }) {
  const { api, m } = useCrew();
  const state = useTripState(trip.id);
  const action = useTripAction(trip.id);
  const keep = useKeepTripState();
  const queue = useTapQueue(api, keep);
  const act = (next: TripAction, onDone?: () => void) => {
    const run = () => action.mutate(next, { onSuccess: () => onDone?.() });
    // The phone's last fixes go before the trip ends (after it they are not wanted).
    if (next.path === 'complete') void sendFixes(api).finally(run);
    else run();
  };
  /** A tap: kept on the phone, shown done at once, synced in order when the network allows. */
  const tap = (next: TripAction, onDone?: () => void) => {
    enqueueTap({ tripId: trip.id, ...next });
    onDone?.();
    void syncTaps(api, keep);
  };
  const pending = queue.taps.filter((queued) => queued.tripId === trip.id);
  const busy = action.isPending;
  const current = state.data ? pending.reduce(applyTap, state.data) : undefined;
  const status = current?.status ?? trip.status;
  usePositionReports(api, trip.id, status);
  return (
    <>
      <button type="button" className="m-button m-button-quiet" onClick={onBack}>
        {m.run.back}
      </button>
      <section className="m-card" aria-labelledby="run-heading">
        <header className="m-trip-head">
          <h2 id="run-heading">{trip.name}</h2>
          <span className="m-badge m-badge-quiet">{m.today.status[status]}</span>
        </header>
        <p className="m-muted">
          <bdi dir="ltr">{trip.bus.plateNumber}</bdi> ·{' '}
          {fill(m.today.riderCount, {
            present: trip.stops.flatMap((stop) => stop.riders).filter((rider) => !rider.absent).length,
            total: trip.stops.flatMap((stop) => stop.riders).length,
          })}
        </p>
        {action.isError ? (
          <p className="m-alert" role="alert">
            {problemText(action.error, m.errors.network)}
          </p>
        ) : null}
        {pending.length > 0 ? (
          <p className="m-alert m-alert-info" role="status" data-testid="sync-waiting">
            {fill(m.sync.waiting, { count: pending.length })}
          </p>
        ) : null}
        {queue.refused ? (
          <p className="m-alert" role="alert">
            {problemText(queue.refused, m.errors.network)}
          </p>
        ) : null}
        {state.isError ? (
          <p className="m-alert" role="alert">
            {problemText(state.error, m.errors.network)}
          </p>
        ) : null}
        {status === 'scheduled' && current ? (
          <button
            type="button"
            className="m-button m-button-block"
            disabled={busy}
            onClick={() => act({ path: 'start', body: { version: current.version } })}
          >
            {m.run.start}
          </button>
        ) : null}
        {status === 'disrupted' ? <p className="m-alert m-alert-info">{m.run.disrupted}</p> : null}
        {status === 'completed' ? <p className="m-alert m-alert-info">{m.run.completed}</p> : null}
        {status === 'cancelled' ? <p className="m-alert">{m.run.cancelled}</p> : null}
      </section>
      {current && (status === 'in_progress' || status === 'disrupted') ? (
        <>
          <CardScan today={today} trip={trip} state={current} tap={tap} />
          {trip.stops.map((stop) => (
            <StopPanel key={stop.position} stop={stop} state={current} busy={busy} act={tap} />
          ))}
          <EndWalk trip={trip} state={current} busy={busy} act={act} tap={tap} pending={pending.length} />
          <HelpPanel busy={busy} tap={tap} waiting={pending} />
        </>
      ) : null}
    </>
  );
}
