import { switchLocalePath } from '@rihla/shared/i18n/locale-path';
import { LOGIN_PATH, type Locale, localizedPath } from '@rihla/shared/routes/route-table';
import { type FormEvent, useEffect, useState } from 'react';
import type { SignInTexts } from './sign-in-texts';
import type { FieldErrors } from './submit-sign-in';

/** The form's checks and request: a chunk of its own, fetched on the form's first use. */
const loadSubmit = () => import('./submit-sign-in');

export interface SignInPageProps {
  locale: Locale;
  texts: SignInTexts;
  /** Signed in: open the console (a full page load) in the operator's saved language. */
  onSignedIn(savedLocale: Locale | null): void;
}

/**
 * The sign-in page at /login and /en/login: prerendered at build time, then hydrated by a small
 * bundle of its own without the console's router, federation runtime or i18next (ADR 0045).
 */
export function SignInPage({ locale, texts, onSignedIn }: SignInPageProps) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // The password was right and the operator has a second factor: the code step.
  const [challenge, setChallenge] = useState<{ token: string; rememberDeviceDays: number } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // The prerendered form cannot be sent before its script runs: the browser would put the password
  // in the URL (a GET to the page). The button, and with it Enter in a field, wait for hydration.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFormError(null);
    setPending(true);
    try {
      const { submitCode, submitSignIn } = await loadSubmit();
      const outcome = challenge
        ? await submitCode(
            {
              challenge: challenge.token,
              code: form.get('code'),
              rememberDevice: form.get('remember') === 'on',
            },
            locale,
            texts,
          )
        : await submitSignIn({ email: form.get('email'), password: form.get('password') }, locale, texts);
      setFieldErrors(outcome.kind === 'invalid' ? outcome.fieldErrors : {});
      if (outcome.kind === 'refused') setFormError(outcome.message);
      // Too slow for the code step: back to the password, with the message saying so.
      if (outcome.kind === 'refused' && outcome.code === 'auth.challengeExpired') setChallenge(null);
      if (outcome.kind === 'code-required') {
        setChallenge({ token: outcome.challenge, rememberDeviceDays: outcome.rememberDeviceDays });
      }
      if (outcome.kind === 'signed-in') {
        onSignedIn(outcome.savedLocale);
        return; // the page stays "signing in" until the console replaces it
      }
    } catch {
      // The form's own chunk could not be fetched (the connection dropped).
      setFormError(texts.networkError);
    }
    setPending(false);
  }

  return (
    <main className="login">
      <form
        className="login__card"
        onSubmit={submit}
        onFocus={() => void loadSubmit().catch(() => undefined)}
        noValidate
        aria-describedby="login-error"
      >
        <div className="login__brand" aria-hidden="true">
          ر
        </div>
        <h1 className="login__title">{challenge ? texts.codeTitle : texts.title}</h1>
        <p className="login__subtitle">{challenge ? texts.codeSubtitle : texts.subtitle}</p>
        <div id="login-error" role="alert" className={formError ? 'form-alert' : undefined}>
          {formError}
        </div>
        {challenge ? (
          <CodeStep
            texts={texts}
            error={fieldErrors.code}
            rememberDeviceDays={challenge.rememberDeviceDays}
          />
        ) : (
          <>
            <Field
              name="email"
              type="email"
              label={texts.email}
              error={fieldErrors.email}
              autoComplete="username"
            />
            <Field
              name="password"
              type="password"
              label={texts.password}
              error={fieldErrors.password}
              autoComplete="current-password"
            />
          </>
        )}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={pending || !hydrated}
        >
          {pending ? texts.pending : challenge ? texts.codeSubmit : texts.submit}
        </button>
        {challenge ? (
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              setChallenge(null);
              setFormError(null);
            }}
          >
            {texts.startOver}
          </button>
        ) : (
          <LanguageLink locale={locale} texts={texts} />
        )}
      </form>
    </main>
  );
}

/** The code of the authenticator app (or a recovery code), and whether to remember this device. */
function CodeStep({
  texts,
  error,
  rememberDeviceDays,
}: {
  texts: SignInTexts;
  error: string | undefined;
  rememberDeviceDays: number;
}) {
  return (
    <>
      <Field
        name="code"
        type="text"
        label={texts.code}
        error={error}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
      />
      {rememberDeviceDays > 0 && (
        <label className="login__remember">
          <input type="checkbox" name="remember" />
          {texts.rememberDevice.replace('{{days}}', String(rememberDeviceDays))}
        </label>
      )}
    </>
  );
}

function Field(props: {
  name: string;
  type: string;
  label: string;
  error?: string | undefined;
  autoComplete: string;
  inputMode?: 'numeric';
  autoFocus?: boolean;
}) {
  const errorId = `${props.name}-error`;
  return (
    <div className="field">
      <label htmlFor={props.name}>{props.label}</label>
      <input
        id={props.name}
        name={props.name}
        type={props.type}
        dir="ltr"
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        // The code step replaces the password form: its one field takes the focus.
        // biome-ignore lint/a11y/noAutofocus: the field the operator was just asked for
        autoFocus={props.autoFocus}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      />
      {props.error && (
        <p id={errorId} className="field__error">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** The same page in the other language, its `?redirect=` kept (a page load: the other prerendered page). */
function LanguageLink({ locale, texts }: { locale: Locale; texts: SignInTexts }) {
  const other = locale === 'ar' ? 'en' : 'ar';
  // The prerendered page has no query; the query is added after hydration so both render alike.
  const [search, setSearch] = useState('');
  useEffect(() => setSearch(window.location.search), []);
  const href = switchLocalePath(localizedPath(LOGIN_PATH, locale), other) + search;
  return (
    <a className="button button--link" lang={other} hrefLang={other} href={href}>
      {texts.otherLanguage}
    </a>
  );
}
