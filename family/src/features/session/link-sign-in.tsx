import type { LinkRequest } from '@rihla/shared/contracts/family';
import { SIGN_IN_LINK_TTL_MINUTES } from '@rihla/shared/contracts/phone-sign-in';
import { fill } from '@rihla/shared/mobile/mobile-api';
import { problemText } from '@rihla/shared/mobile/problem-text';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useFamily } from '../../family-context';
import { familySession } from './session';
import { takeSignInLink } from './sign-in-link';

/**
 * Beside the texted code: a sign-in link sent to the e-mail address the company has (the parent's
 * or a guardian's). The answer is the same whether the address is on file or not. A link opened
 * while this page is already showing (only the address's fragment changes, no new load) signs in
 * here; a fresh load signs in through the session itself.
 */
export function LinkSignIn() {
  const { api, m } = useFamily();
  const ids = { heading: useId(), email: useId() };
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async (body: LinkRequest) => {
      await api.post('family/auth/link', { json: body });
    },
    onSuccess: (_, body) => setSentTo(body.email.trim()),
  });
  const openLink = familySession.useSignIn<{ token: string }>(api, 'auth/link/verify');
  const { mutate: signInByLink } = openLink;
  useEffect(() => {
    const opened = () => {
      const link = takeSignInLink();
      if (link) signInByLink(link.body);
    };
    window.addEventListener('hashchange', opened);
    return () => window.removeEventListener('hashchange', opened);
  }, [signInByLink]);
  const failure = openLink.error ?? send.error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ email });
  };
  return (
    <section className="m-card" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{m.linkSignIn.heading}</h2>
      {sentTo === null ? (
        <form className="m-card-form" onSubmit={submit} noValidate>
          <p className="m-muted">{m.linkSignIn.lead}</p>
          <label className="m-field" htmlFor={ids.email}>
            {m.linkSignIn.email}
            <input
              id={ids.email}
              className="m-input m-ltr"
              type="email"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          <button className="m-button m-button-block" type="submit" disabled={send.isPending}>
            {m.linkSignIn.send}
          </button>
        </form>
      ) : (
        <div className="m-card-form">
          <p role="status">
            {fill(m.linkSignIn.sentTo, {
              email: `\u2068${sentTo}\u2069`,
              minutes: String(SIGN_IN_LINK_TTL_MINUTES),
            })}
          </p>
          <button
            className="m-button m-button-quiet"
            type="button"
            onClick={() => {
              setSentTo(null);
              send.reset();
            }}
          >
            {m.linkSignIn.otherAddress}
          </button>
        </div>
      )}
      {failure ? (
        <p className="m-alert" role="alert">
          {problemText(failure, m.errors.network)}
        </p>
      ) : null}
    </section>
  );
}
