import { useEffect, useRef } from 'react';
import { fill } from '../messages';
import { useLanding } from '../messages-context';

/** Codes and phones read left to right inside Arabic text (Unicode isolates). */
const isolate = (text: string) => `\u2066${text}\u2069`;

/** What the parent sees once the request is in: its reference, and a way to register another child. */
export function RegistrationConfirmation({
  reference,
  phone,
  onAnother,
}: {
  reference: string;
  phone: string;
  onAnother(): void;
}) {
  const { m } = useLanding();
  const statusRef = useRef<HTMLDivElement>(null);
  // The confirmation takes the focus (errors leave it on the first field to correct).
  useEffect(() => statusRef.current?.focus(), []);
  return (
    <section id="register" className="section register" aria-labelledby="register-title">
      <div className="confirmation" ref={statusRef} tabIndex={-1} role="status">
        <h2 id="register-title">{m.form.successTitle}</h2>
        <p>{fill(m.form.successText, { reference: isolate(reference), phone: isolate(phone) })}</p>
        <button type="button" className="button" onClick={onAnother}>
          {m.form.another}
        </button>
      </div>
    </section>
  );
}
