import { type FormEvent, useId, useState } from 'react';
import { useCrew } from '../../../crew-context';
import { fill } from '../../../messages';
import { useRequestCode } from '../api/request-code';
import { useVerifyCode } from '../api/verify-code';
import { problemText } from '../problem-text';

/** Phone number, then the code texted to it: two steps on one card. */
export function SignInForm() {
  const { m } = useCrew();
  const ids = { phone: useId(), phoneHint: useId(), code: useId() };
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const requestCode = useRequestCode();
  const verifyCode = useVerifyCode();
  const failure = sentTo ? (verifyCode.error ?? requestCode.error) : requestCode.error;

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    verifyCode.reset();
    requestCode.mutate({ phone }, { onSuccess: () => setSentTo(phone.trim()) });
  };
  const enter = (event: FormEvent) => {
    event.preventDefault();
    verifyCode.mutate({ phone, code });
  };

  return (
    <section className="m-card" aria-labelledby={ids.phone}>
      <h2>{m.signIn.heading}</h2>
      <p className="m-muted">{m.signIn.lead}</p>
      {sentTo === null ? (
        <form className="m-card-form" onSubmit={send} noValidate>
          <label className="m-field" htmlFor={ids.phone}>
            {m.signIn.phone}
            <input
              id={ids.phone}
              className="m-input m-ltr"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              value={phone}
              aria-describedby={ids.phoneHint}
              onChange={(event) => setPhone(event.target.value)}
            />
          </label>
          <p id={ids.phoneHint} className="m-muted">
            {m.signIn.phoneHint}
          </p>
          <button className="m-button m-button-block" type="submit" disabled={requestCode.isPending}>
            {m.signIn.sendCode}
          </button>
        </form>
      ) : (
        <form className="m-card-form" onSubmit={enter} noValidate>
          <p role="status">{fill(m.signIn.codeSentTo, { phone: `\u2068${sentTo}\u2069` })}</p>
          <label className="m-field" htmlFor={ids.code}>
            {m.signIn.code}
            <input
              id={ids.code}
              className="m-input m-ltr m-code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
          </label>
          <button className="m-button m-button-block" type="submit" disabled={verifyCode.isPending}>
            {m.signIn.enter}
          </button>
          <div className="m-row">
            <button
              className="m-button m-button-quiet"
              type="button"
              onClick={() => {
                setSentTo(null);
                setCode('');
                requestCode.reset();
                verifyCode.reset();
              }}
            >
              {m.signIn.otherNumber}
            </button>
            <button
              className="m-button m-button-quiet"
              type="button"
              onClick={() => send()}
              disabled={requestCode.isPending}
            >
              {m.signIn.resend}
            </button>
          </div>
        </form>
      )}
      {failure ? (
        <p className="m-alert" role="alert">
          {problemText(failure, m)}
        </p>
      ) : null}
    </section>
  );
}
