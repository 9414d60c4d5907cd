import type { Role } from '@rihla/shared/contracts/auth';
import type { LiveFeedMessage } from '@rihla/shared/contracts/live-feed';
import { can as roleCan } from '@rihla/shared/contracts/permissions';
import { createApiClient } from '@rihla/shared/http/api-client';
import type { FeedListener, LiveFeed } from '@rihla/shared/http/live-feed';
import { type Locale, localizedPath } from '@rihla/shared/routes/route-table';
import type { ShellServices } from '@rihla/shared/shell/shell-context';
import type { ToastMessage } from '@rihla/shared/shell/toast-types';
import { QueryClient } from '@tanstack/react-query';

export interface TestShell extends ShellServices {
  /** Every toast the page published, in order. */
  toasts: ToastMessage[];
  /** Sends a change on the live feed, as the API's stream would (typed by the live-feed contract). */
  emitFeed(message: LiveFeedMessage): void;
}

/** The live feed in memory: tests push changes with `emitFeed`. */
function memoryFeed(): LiveFeed & { emit(message: LiveFeedMessage): void } {
  const listeners = new Set<FeedListener>();
  let id = 0;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onOpen: () => () => undefined,
    emit(message) {
      id += 1;
      for (const listener of [...listeners]) listener({ id, ...message });
    },
  };
}

interface TestShellOptions {
  locale?: Locale;
  role?: Role;
  /** The schools the operator is limited to (ADR 0072); null, the default: every school. */
  schoolIds?: string[] | null;
  /** Answers the page's API calls (requests go to `http://rihla.test/api/v1/...`). */
  fetch: (request: Request) => Response | Promise<Response>;
}

/**
 * The shell services a remote page needs, for component tests: the real API client on a fake
 * fetch, a role, a recording toast service. No network and no host.
 */
export function createTestShell({
  locale = 'ar',
  role = 'dispatcher',
  schoolIds = null,
  fetch,
}: TestShellOptions): TestShell {
  const toasts: ToastMessage[] = [];
  const feed = memoryFeed();
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit) => fetch(new Request(input, init));
  return {
    locale,
    direction: locale === 'ar' ? 'rtl' : 'ltr',
    colorScheme: 'light',
    setLocale: () => undefined,
    session: {
      operator: {
        id: '00000000-0000-4000-8000-000000000001',
        email: 'op@rihla.test',
        name: 'Op',
        role,
        mustChangePassword: false,
        mustEnrolSecondFactor: false,
        schoolIds,
        locale: null,
        colorScheme: 'system',
      },
      csrfToken: 'csrf-test',
      expiresAt: '2099-01-01T00:00:00Z',
    },
    can: (permission) => roleCan(role, permission),
    signOut: async () => undefined,
    toast: {
      add: (message) => toasts.push(message),
      remove: () => undefined,
      removeGroup: () => undefined,
      removeAll: () => toasts.splice(0),
    },
    ToastArea: () => null,
    api: createApiClient({
      baseUrl: 'http://rihla.test/api/v1',
      getCsrfToken: () => 'csrf-test',
      getLocale: () => locale,
      fetch: fakeFetch as typeof globalThis.fetch,
    }),
    liveFeed: feed,
    emitFeed: feed.emit,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    localePath: (path) => localizedPath(path, locale),
    toasts,
  };
}
