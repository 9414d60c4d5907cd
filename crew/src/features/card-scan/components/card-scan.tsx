import type { CrewToday, CrewTrip } from '@rihla/shared/contracts/crew';
import type { CrewCardVerdict, CrewTripState } from '@rihla/shared/contracts/crew-trip';
import { nameIn } from '@rihla/shared/format/name-in';
import { fill } from '@rihla/shared/mobile/mobile-api';
import { useEffect, useRef, useState } from 'react';
import { useCrew } from '../../../crew-context';
import type { TripAction } from '../../trip-run/api/trip-state';
import { type CardFinding, findCard } from '../api/find-card';

/** A finding as shown: the API's word on the card, once synced, names a child the phone could not. */
function withVerdict(finding: CardFinding, verdict: CrewCardVerdict | undefined) {
  if (finding.kind !== 'wrong_bus' && finding.kind !== 'unknown') return finding;
  if (!verdict || verdict.cardNumber !== finding.cardNumber || verdict.nameAr === null) return finding;
  if (verdict.verdict !== 'wrong_bus' && verdict.verdict !== 'unexpected_rider') return finding;
  return {
    kind: 'wrong_bus' as const,
    cardNumber: finding.cardNumber,
    rider: { nameAr: verdict.nameAr, nameEn: verdict.nameEn ?? verdict.nameAr },
    plateNumber: verdict.plateNumber,
    noTripToday: verdict.verdict === 'unexpected_rider',
  };
}

/**
 * The rider card scanner (ADR 0056): the rear camera, once opened, reads the card's QR; its number
 * can be typed too (no camera, a worn code). A rider of this trip is marked as by a tap; any other card is a red warning at once,
 * offline too, and a report queued like a tap, which the API turns into the office's alert.
 */
export function CardScan({
  today,
  trip,
  state,
  tap,
}: {
  today: CrewToday;
  trip: CrewTrip;
  state: CrewTripState;
  tap: (action: TripAction) => void;
}) {
  const { m, place } = useCrew();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [finding, setFinding] = useState<CardFinding | null>(null);
  const [noCamera, setNoCamera] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  const take = async (text: string) => {
    const at = new Date().toISOString();
    const found = await findCard(text, today, trip.id, state);
    setFinding(found);
    if (found.kind === 'rider') {
      tap({ path: `riders/${found.rider.id}`, body: { mark: found.mark, at } });
    } else if (found.kind !== 'not_a_card') {
      tap({ path: 'cards', body: { cardNumber: found.cardNumber, at } });
      navigator.vibrate?.([300, 100, 300]);
    }
  };
  // The camera's callback reads the latest trip state (who is on board) through this.
  const takeLatest = useRef(take);
  takeLatest.current = take;

  useEffect(() => {
    if (!open) return;
    let camera: { stop(): void } | undefined;
    let closed = false;
    setNoCamera(false);
    import('../api/qr-camera')
      .then(({ startCamera }) => startCamera(video.current!, (text) => void takeLatest.current(text)))
      .then((started) => {
        if (closed) started.stop();
        else camera = started;
      })
      .catch(() => {
        if (!closed) setNoCamera(true);
      });
    return () => {
      closed = true;
      camera?.stop();
    };
  }, [open]);

  const shown = finding ? withVerdict(finding, state.card) : null;
  return (
    <section className="m-card" aria-label={m.scan.open}>
      {shown?.kind === 'rider' ? (
        <p className="m-alert m-alert-ok" role="status">
          {fill(m.run.markOf, { name: nameIn(place.locale, shown.rider), mark: m.run.marks[shown.mark] })}
        </p>
      ) : null}
      {shown?.kind === 'wrong_bus' ? (
        <div className="m-alert m-alert-stop" role="alert">
          <p>
            <strong>
              {shown.rider
                ? fill(m.scan.wrongBus, { name: nameIn(place.locale, shown.rider) })
                : m.scan.wrongBusUnnamed}
            </strong>
          </p>
          {shown.plateNumber ? (
            <p>
              {m.scan.theirBus} <bdi dir="ltr">{shown.plateNumber}</bdi>
            </p>
          ) : null}
          {'noTripToday' in shown && shown.noTripToday ? <p>{m.scan.noTripToday}</p> : null}
          <p>{m.scan.keepOff}</p>
          <p>
            <bdi dir="ltr">{shown.cardNumber}</bdi>
          </p>
        </div>
      ) : null}
      {shown?.kind === 'unknown' ? (
        <p className="m-alert" role="alert">
          {m.scan.unknown} <bdi dir="ltr">{shown.cardNumber}</bdi>
        </p>
      ) : null}
      {shown?.kind === 'not_a_card' ? (
        <p className="m-alert" role="alert">
          {m.scan.notACard}
        </p>
      ) : null}
      {open ? (
        <>
          <p className="m-muted">{m.scan.lead}</p>
          {noCamera ? (
            <p className="m-alert" role="alert">
              {m.scan.noCamera}
            </p>
          ) : (
            <video ref={video} className="m-camera" aria-label={m.scan.camera} muted playsInline />
          )}
          <button
            type="button"
            className="m-button m-button-quiet m-button-block"
            onClick={() => setOpen(false)}
          >
            {m.scan.close}
          </button>
        </>
      ) : (
        <button type="button" className="m-button m-button-block" onClick={() => setOpen(true)}>
          {m.scan.open}
        </button>
      )}
      <form
        className="m-card-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (typed.trim() === '') return;
          void take(typed);
          setTyped('');
        }}
      >
        <label className="m-field">
          {m.scan.typed}
          <input
            className="m-input"
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <button type="submit" className="m-button m-button-quiet m-button-block">
          {m.scan.check}
        </button>
      </form>
    </section>
  );
}
