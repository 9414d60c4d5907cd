import { PhoneLayout } from '@rihla/shared/mobile-ui/phone-layout';
import { useCrew } from './crew-context';
import { useCrewSession } from './features/session/api/get-crew-session';
import { useSignOut } from './features/session/api/sign-out';
import { problemText } from './features/session/problem-text';
import { HomePage } from './pages/home-page';
import { SignInPage } from './pages/sign-in-page';

/** The crew app's screens inside the phone frame: sign-in until the phone has a session, then home. */
export function CrewApp() {
  const { place, m } = useCrew();
  const session = useCrewSession();
  const signOut = useSignOut();
  const signedIn = session.data ?? null;
  return (
    <PhoneLayout
      title={m.title}
      otherLanguage={{
        label: m.otherLanguage,
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
            {m.home.signOut}
          </button>
        ) : null
      }
    >
      {session.isPending ? <p aria-busy="true">{m.loading}</p> : null}
      {session.isError ? (
        <p className="m-alert" role="alert">
          {problemText(session.error, m)}
        </p>
      ) : null}
      {session.isSuccess && !signedIn ? <SignInPage /> : null}
      {signedIn ? <HomePage session={signedIn} /> : null}
    </PhoneLayout>
  );
}
