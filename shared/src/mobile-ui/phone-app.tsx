import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, createContext, type ReactNode, StrictMode, useContext } from 'react';
import { type MobileApi, mobileApi } from '../mobile/mobile-api';
import { applyPlace, type MobilePlace, mobilePlace } from '../mobile/mobile-locale';
import type { PhoneSessionHooks } from '../mobile/phone-session';
import { registerServiceWorker } from '../mobile/service-worker';
import type { Locale } from '../routes/route-table';
import { type PhoneAppCopy, SignedInPhoneApp } from './signed-in-phone-app';

/** What every screen of a phone app reads: the page's place (language, direction, paths) and the API client. */
export interface PhoneAppValue {
  place: MobilePlace;
  api: MobileApi;
}

/** A phone app's context with its copy per language: `Provider`, and `use()` adding `m`, the page's copy. */
export function phoneAppContext<M extends PhoneAppCopy>(messages: Record<Locale, M>) {
  const Context = createContext<PhoneAppValue | null>(null);
  function use(): PhoneAppValue & { m: M } {
    const value = useContext(Context);
    if (!value) throw new Error('A phone app screen outside its provider');
    return { ...value, m: messages[value.place.locale] };
  }
  return { Provider: Context.Provider, use, messages };
}

/** The page's element a phone app renders into. */
export function phoneAppRoot(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('The phone app page has no #root');
  return root;
}

/**
 * The phone app `app` (`crew`, `family`) of this page: its place from the URL, `<html lang dir>`,
 * the service worker, one query client (the shared HTTP client retries once itself, so
 * react-query does not), the sign-in by code, then `Home` for the signed-in phone.
 */
export function phoneApp<M extends PhoneAppCopy, S>(options: {
  app: string;
  context: ReturnType<typeof phoneAppContext<M>>;
  session: PhoneSessionHooks<S>;
  Home: ComponentType<{ session: S }>;
  /** Another way to sign in, under the code's form (the crew's pairing code). */
  OtherSignIn?: ComponentType;
}): ReactNode {
  const { app, context, session, Home, OtherSignIn } = options;
  const place = mobilePlace(app, window.location.pathname);
  applyPlace(place);
  registerServiceWorker(app);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const value = { place, api: mobileApi(place.locale) };
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <context.Provider value={value}>
          <SignedInPhoneApp
            {...value}
            session={session}
            copy={context.messages[place.locale]}
            otherSignIn={OtherSignIn ? <OtherSignIn /> : undefined}
          >
            {(signedIn) => <Home session={signedIn} />}
          </SignedInPhoneApp>
        </context.Provider>
      </QueryClientProvider>
    </StrictMode>
  );
}
