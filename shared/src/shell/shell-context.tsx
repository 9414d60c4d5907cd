import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, createContext, useContext } from 'react';
import type { Session } from '../contracts/auth';
import type { Permission } from '../contracts/permissions';
import type { ApiClient } from '../http/api-client';
import type { LiveFeed } from '../http/live-feed';
import type { AppPath } from '../routes/path-to';
import type { Locale } from '../routes/route-table';
import type { ToastAreaProps, ToastService } from './toast-types';

/**
 * Everything the host hands to the pages of every remote. Remotes read it with
 * `useShell()`; they never reach for globals or bring providers of their own.
 */
export interface ShellServices {
  locale: Locale;
  direction: 'rtl' | 'ltr';
  colorScheme: 'light' | 'dark';
  /** Switch language at runtime, keeping the current page. */
  setLocale(locale: Locale): void;
  /** The signed-in operator; pages only render behind the auth gate, so it is set there. */
  session: Session | null;
  can(permission: Permission): boolean;
  signOut(): Promise<void>;
  toast: ToastService;
  /**
   * The host's toast area, for a page that wants a group of its own shown somewhere else:
   * `<ToastArea group="import" position="bottom-left" />`. Ungrouped toasts use the shell's area.
   */
  ToastArea: ComponentType<ToastAreaProps>;
  api: ApiClient;
  /** The live monitoring feed (one EventSource for the console); for operators who may read trips. */
  liveFeed: LiveFeed;
  queryClient: QueryClient;
  /** A route-table path (`pathTo(...)`) in the current locale: `/dashboard/x` in Arabic, `/en/dashboard/x` in English. */
  localePath(path: AppPath): string;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() used outside the Rihla shell');
  return shell;
}
