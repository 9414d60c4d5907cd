import { CREW_PROBLEM_REASONS, type CrewQueuedTap } from '@rihla/shared/contracts/crew-trip';
import { useState } from 'react';
import { useCrew } from '../../../crew-context';
import { phonePosition } from '../api/phone-position';
import type { TripAction } from '../api/trip-state';

type Reason = (typeof CREW_PROBLEM_REASONS)[number];

/**
 * SOS (after a second tap to confirm) and "report a problem": the office's alert and disruption.
 * Both are taps: kept on the phone with the time they were made and sent in order when the
 * network allows, so one made with no network is waiting (and says so), not lost.
 */
export function HelpPanel({
  busy,
  tap,
  waiting,
}: {
  busy: boolean;
  tap: (action: TripAction, onDone: () => void) => void;
  /** The trip's taps not yet synced. */
  waiting: CrewQueuedTap[];
}) {
  const { m } = useCrew();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState<Reason>('breakdown');
  const [note, setNote] = useState('');
  const [told, setTold] = useState<'sos' | 'problems' | null>(null);
  const toldText =
    told === null
      ? null
      : waiting.some((queued) => queued.path === told)
        ? told === 'sos'
          ? m.help.sosWaiting
          : m.help.problemWaiting
        : told === 'sos'
          ? m.help.sosSent
          : m.help.problemSent;

  const sendSos = async () => {
    const at = new Date().toISOString();
    tap({ path: 'sos', body: { at, ...(await phonePosition()) } }, () => {
      setConfirming(false);
      setTold('sos');
    });
  };
  const sendProblem = async () => {
    const at = new Date().toISOString();
    tap({ path: 'problems', body: { reason, note, at, ...(await phonePosition()) } }, () => {
      setReporting(false);
      setNote('');
      setTold('problems');
    });
  };

  return (
    <section className="m-card" aria-labelledby="help-heading">
      <h2 id="help-heading">{m.help.heading}</h2>
      {toldText ? (
        <p className="m-alert m-alert-info" role="status" data-testid="help-told">
          {toldText}
        </p>
      ) : null}
      {confirming ? (
        <div className="m-card-form">
          <p>
            <strong>{m.help.sosConfirm}</strong>
          </p>
          <div className="m-row">
            <button type="button" className="m-button m-button-danger" disabled={busy} onClick={sendSos}>
              {m.help.sosSend}
            </button>
            <button type="button" className="m-button m-button-quiet" onClick={() => setConfirming(false)}>
              {m.help.cancel}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="m-button m-button-danger m-button-block"
          onClick={() => setConfirming(true)}
        >
          {m.help.sos}
        </button>
      )}
      {reporting ? (
        <form
          className="m-card-form"
          onSubmit={(event) => {
            event.preventDefault();
            void sendProblem();
          }}
        >
          <fieldset className="m-choices">
            <legend>{m.help.reason}</legend>
            {CREW_PROBLEM_REASONS.map((option) => (
              <label key={option} className="m-choice">
                <input
                  type="radio"
                  name="reason"
                  value={option}
                  checked={reason === option}
                  onChange={() => setReason(option)}
                />
                {m.help.reasons[option]}
              </label>
            ))}
          </fieldset>
          <label className="m-field">
            {m.help.note}
            <textarea
              className="m-input"
              rows={3}
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </label>
          <div className="m-row">
            <button type="submit" className="m-button" disabled={busy}>
              {m.help.send}
            </button>
            <button type="button" className="m-button m-button-quiet" onClick={() => setReporting(false)}>
              {m.help.cancel}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="m-button m-button-quiet m-button-block"
          onClick={() => setReporting(true)}
        >
          {m.help.problem}
        </button>
      )}
    </section>
  );
}
