import { type LoginInput, loginSchema, sessionSchema } from '@rihla/shared/contracts/auth';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { switchLocalePath } from '@rihla/shared/i18n/locale-path';
import { issueMessage } from '@rihla/shared/i18n/validation-messages';
import type { Locale } from '@rihla/shared/routes/route-table';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../app/locale-routing';
import { safeRedirect } from '../app/safe-redirect';
import { sessionStore } from '../app/session-store';

type FieldErrors = Partial<Record<keyof LoginInput, string>>;

/** Sign-in at /login and /en/login; back to the asked-for page afterwards (?redirect=). */
export function LoginPage() {
  const { t } = useTranslation();
  const { api, locale, localePath, session } = useShell();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const target = safeRedirect(params.get('redirect'), localePath(HOME_PATH));

  if (session) return <Navigate to={inSavedLocale(target, session.operator.locale)} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = loginSchema.safeParse({ email: form.get('email'), password: form.get('password') });
    setFormError(null);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof LoginInput;
        errors[field] ??= issueMessage(issue, locale);
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setPending(true);
    try {
      // No retry: a second attempt after a wrong password only burns the rate limit.
      const body = await api.post('auth/login', { json: parsed.data, retry: 0 }).json();
      const session = sessionSchema.parse(body);
      sessionStore.set(session);
      navigate(inSavedLocale(target, session.operator.locale), { replace: true });
    } catch (error) {
      setFormError(loginErrorMessage(error, t));
    } finally {
      setPending(false);
    }
  }

  return (
    <main className="login">
      <form className="login__card" onSubmit={submit} noValidate aria-describedby="login-error">
        <div className="login__brand" aria-hidden="true">
          ر
        </div>
        <h1 className="login__title">{t('login.title')}</h1>
        <p className="login__subtitle">{t('login.subtitle')}</p>
        <div id="login-error" role="alert" className={formError ? 'form-alert' : undefined}>
          {formError}
        </div>
        <Field
          name="email"
          type="email"
          label={t('login.email')}
          error={fieldErrors.email}
          autoComplete="username"
        />
        <Field
          name="password"
          type="password"
          label={t('login.password')}
          error={fieldErrors.password}
          autoComplete="current-password"
        />
        <button type="submit" className="button button--primary button--block" disabled={pending}>
          {pending ? t('login.pending') : t('login.submit')}
        </button>
        <LanguageLink />
      </form>
    </main>
  );
}

function Field(props: { name: string; type: string; label: string; error?: string; autoComplete: string }) {
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

function LanguageLink() {
  const { t } = useTranslation();
  const { locale, setLocale } = useShell();
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <button type="button" className="button button--link" lang={other} onClick={() => setLocale(other)}>
      {t('header.otherLanguage')}
    </button>
  );
}

/** The operator's saved language wins over the one they signed in with (their account, on any device). */
function inSavedLocale(target: string, saved: Locale | null): string {
  if (!saved) return target;
  const url = new URL(target, window.location.origin);
  return switchLocalePath(url.pathname, saved) + url.search + url.hash;
}

function loginErrorMessage(error: unknown, t: (key: string) => string): string {
  if (error instanceof ProblemError) {
    if (error.status === 429) return t('login.rateLimited');
    // The API answers in the request's language (Accept-Language follows the UI).
    return error.problem.detail ?? error.problem.title;
  }
  return t('login.networkError');
}
