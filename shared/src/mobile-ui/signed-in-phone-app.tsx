import type { ReactNode } from 'react';
import { ProblemError } from '../http/problem-error';
import type { MobileApi } from '../mobile/mobile-api';
import type { MobilePlace } from '../mobile/mobile-locale';
import type { PhoneSessionHooks } from '../mobile/phone-session';
import { problemText } from '../mobile/problem-text';
import { type CodeSignInCopy, CodeSignInForm } from './code-sign-in-form';
import { PhoneLayout } from './phone-layout';

/** What the frame and the sign-in say, in the page's language (part of each app's copy). */
export interface PhoneAppCopy {
  title: string;
  otherLanguage: string;
  loading: string;
  signOut: string;
  signIn: CodeSignInCopy;
  errors: { network: string };
}

interface SignedInPhoneAppProps<S> {
  place: MobilePlace;
  api: MobileApi;
  /** The app's session hooks (`phoneSessionHooks`). */
  session: PhoneSessionHooks<S>;
  copy: PhoneAppCopy;
  /** The app's screens for the signed-in phone. */
  children: (session: S) => ReactNode;
  /** Another way to sign in, under the code's form (the crew's pairing code). */
  otherSignIn?: ReactNode;
}

/**
 * A phone app's screens inside the phone frame: the sign-in by code until the phone has a session,
 * then the app's own screens with a sign-out button in the bar (the crew's and the families' apps).
 */
export function SignedInPhoneApp<S>({
  place,
  api,
  session: hooks,
  copy,
  children,
  otherSignIn,
}: SignedInPhoneAppProps<S>) {
  const session = hooks.useSession(api);
  const signOut = hooks.useSignOut(api);
  const requestCode = hooks.useRequestCode(api);
  const verifyCode = hooks.useVerifyCode(api);
  const signedIn = session.data ?? null;
  // A sign-in the link carried and the API refused (a used pairing code): its reason, then the forms.
  const refused = session.error instanceof ProblemError && session.error.status < 500;
  return (
    <PhoneLayout
      title={copy.title}
      otherLanguage={{
        label: copy.otherLanguage,
        href: place.otherPath,
        lang: place.locale === 'ar' ? 'en' : 'ar',
      }}
      actions={
        signedIn ? (
          <button
            className="m-button m-button-quiet"
            type="button"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            {copy.signOut}
          </button>
        ) : null
      }
    >
      {session.isPending ? <p aria-busy="true">{copy.loading}</p> : null}
      {session.isError ? (
        <p className="m-alert" role="alert">
          {problemText(session.error, copy.errors.network)}
        </p>
      ) : null}
      {(session.isSuccess && !signedIn) || refused ? (
        <>
          <CodeSignInForm
            copy={copy.signIn}
            networkText={copy.errors.network}
            requestCode={requestCode}
            verifyCode={verifyCode}
          />
          {otherSignIn}
        </>
      ) : null}
      {signedIn ? children(signedIn) : null}
    </PhoneLayout>
  );
}
