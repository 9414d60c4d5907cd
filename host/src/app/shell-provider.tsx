import type { Permission } from '@rihla/shared/contracts/permissions';
import { switchLocalePath } from '@rihla/shared/i18n/locale-path';
import { type Locale, localizedPath } from '@rihla/shared/routes/route-table';
import { ShellContext, type ShellServices } from '@rihla/shared/shell/shell-context';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { directionOf } from '../i18n/direction';
import { i18n } from '../i18n/i18n';
import { ToastArea } from '../shell/toasts/toast-area';
import { toastService } from '../shell/toasts/toast-service';
import { api } from './api';
import { liveFeed } from './live-feed';
import { sessionCan } from './session-can';
import { sessionStore, useSession } from './session-store';
import { useColorScheme } from './use-color-scheme';

/** Fills the shell context every remote reads with `useShell()`. */
export function ShellProvider(props: { locale: Locale; queryClient: QueryClient; children: ReactNode }) {
  const { locale, queryClient } = props;
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const colorScheme = useColorScheme(session?.operator.colorScheme);
  // Read at call time so the services object does not change on every navigation.
  const locationRef = useRef(location);
  locationRef.current = location;

  const services = useMemo<ShellServices>(
    () => ({
      locale,
      direction: directionOf(locale),
      colorScheme,
      setLocale(next: Locale) {
        const { pathname, search, hash } = locationRef.current;
        navigate(switchLocalePath(pathname, next) + search + hash);
      },
      session,
      can: (permission: Permission) => sessionCan(session, permission),
      async signOut() {
        try {
          await api.post('auth/logout', { retry: 0 });
        } finally {
          queryClient.clear();
          // The auth gate sees the session go and sends the operator to the sign-in page.
          sessionStore.signOut();
        }
      },
      toast: toastService,
      ToastArea,
      api,
      liveFeed,
      queryClient,
      localePath: (path: string) => localizedPath(path, locale),
    }),
    [locale, colorScheme, session, navigate, queryClient],
  );

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ShellContext.Provider value={services}>{props.children}</ShellContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
