import type { CrewPair } from '@rihla/shared/contracts/crew';
import { problemText } from '@rihla/shared/mobile/problem-text';
import { type FormEvent, useId, useState } from 'react';
import { useCrew } from '../../crew-context';
import { crewSession } from './session';

/** The pairing code a dispatcher shows, typed by hand (the QR's link signs in by itself). */
export function PairingSignIn() {
  const { api, m } = useCrew();
  const ids = { heading: useId(), code: useId() };
  const [code, setCode] = useState('');
  const pair = crewSession.useSignIn<CrewPair>(api, 'auth/pair');
  const enter = (event: FormEvent) => {
    event.preventDefault();
    pair.mutate({ code });
  };
  return (
    <section className="m-card" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{m.pairing.heading}</h2>
      <p className="m-muted">{m.pairing.lead}</p>
      <form className="m-card-form" onSubmit={enter} noValidate>
        <label className="m-field" htmlFor={ids.code}>
          {m.pairing.code}
          <input
            id={ids.code}
            className="m-input m-ltr m-code"
            type="text"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
          />
        </label>
        <button className="m-button m-button-block" type="submit" disabled={pair.isPending}>
          {m.pairing.enter}
        </button>
      </form>
      {pair.error ? (
        <p className="m-alert" role="alert">
          {problemText(pair.error, m.errors.network)}
        </p>
      ) : null}
    </section>
  );
}
