import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { CodeRequest, CodeVerify } from '../contracts/phone-sign-in';
import { latinDigits } from '../format/digits';
import { fill } from '../mobile/mobile-api';
import { problemText } from '../mobile/problem-text';

/** The sign-in card's copy, in the page's language. */
export interface CodeSignInCopy {
  heading: string;
  lead: string;
  phone: string;
  phoneHint: string;
  sendCode: string;
  code: string;
  /** `{phone}`: the number the code went to. */
  codeSentTo: string;
  enter: string;
  otherNumber: string;
  resend: string;
}

interface CodeSignInFormProps {
  copy: CodeSignInCopy;
  /** Said when a request gets no answer. */
  networkText: string;
  requestCode: UseMutationResult<void, Error, CodeRequest>;
  verifyCode: UseMutationResult<unknown, Error, CodeVerify>;
}

/** Phone number, then the code texted to it: two steps on one card (the crew's and the families' apps). */
export function CodeSignInForm({ copy, networkText, requestCode, verifyCode }: CodeSignInFormProps) {
  const ids = { heading: useId(), phone: useId(), phoneHint: useId(), code: useId() };
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
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
    <section className="m-card" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{copy.heading}</h2>
      <p className="m-muted">{copy.lead}</p>
      {sentTo === null ? (
        <form className="m-card-form" onSubmit={send} noValidate>
          <label className="m-field" htmlFor={ids.phone}>
            {copy.phone}
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
            {copy.phoneHint}
          </p>
          <button className="m-button m-button-block" type="submit" disabled={requestCode.isPending}>
            {copy.sendCode}
          </button>
        </form>
      ) : (
        <form className="m-card-form" onSubmit={enter} noValidate>
          <p role="status">{fill(copy.codeSentTo, { phone: `\u2068${sentTo}\u2069` })}</p>
          <label className="m-field" htmlFor={ids.code}>
            {copy.code}
            <input
              id={ids.code}
              className="m-input m-ltr m-code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              value={code}
              onChange={(event) => setCode(latinDigits(event.target.value).replace(/\D/g, ''))}
            />
          </label>
          <button className="m-button m-button-block" type="submit" disabled={verifyCode.isPending}>
            {copy.enter}
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
              {copy.otherNumber}
            </button>
            <button
              className="m-button m-button-quiet"
              type="button"
              onClick={() => send()}
              disabled={requestCode.isPending}
            >
              {copy.resend}
            </button>
          </div>
        </form>
      )}
      {failure ? (
        <p className="m-alert" role="alert">
          {problemText(failure, networkText)}
        </p>
      ) : null}
    </section>
  );
}
