import type { ComponentType } from 'react';
import type { Locale } from '../routes/route-table';

/**
 * What every remote exposes as `./routes`: its pages keyed by the `page` field of the
 * route table, and a lazy loader of its message file per locale (an i18next namespace
 * named after the remote).
 */
export interface RemoteModule {
  namespace: string;
  pages: Record<string, ComponentType>;
  loadMessages(locale: Locale): Promise<Record<string, unknown>>;
}
