import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { ApiClient } from '../http/api-client';
import type { Locale } from '../routes/route-table';

/** A remote's page; `preload` fetches its code ahead of the first render (lazyPage sets it). */
export type RemotePage = ComponentType & { preload?: () => Promise<unknown> };

/** What a remote's prefetch gets from the shell. */
export interface PrefetchContext {
  api: ApiClient;
  queryClient: QueryClient;
}

/**
 * What every remote exposes as `./routes`: its pages keyed by the `page` field of the
 * route table, a lazy loader of its message file per locale (an i18next namespace
 * named after the remote), and, per page, the data it shows first, fetched ahead when the
 * operator points at its link. `Scope`, when given, is the remote's provider (its antd scope): the
 * shell keeps it mounted while the operator moves between the remote's pages, so a navigation
 * remounts the page and not the provider (a shell without it lets each page open its own).
 */
export interface RemoteModule {
  namespace: string;
  pages: Record<string, RemotePage>;
  Scope?: ComponentType<{ children: ReactNode }>;
  prefetch?: Partial<Record<string, (context: PrefetchContext) => Promise<unknown>>>;
  loadMessages(locale: Locale): Promise<Record<string, unknown>>;
}
