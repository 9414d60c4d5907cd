import type { Locale } from '@rihla/shared/routes/route-table';
import { initI18n } from '../i18n/i18n';
import { registerRemotesFromManifest } from '../remotes/remote-registry';
import { fetchSession } from './fetch-session';
import { sessionStore } from './session-store';

export interface StartUpResult {
  /** The app error: the first failure of any step. */
  error: unknown;
  /** A failure the dashboard cannot run without; the error page is shown instead. */
  fatal: boolean;
}

/**
 * The three start-up steps. Messages and the session are needed to show anything; a missing
 * remotes manifest is only logged (spec: "logged to the console only") and every remote area
 * then shows its unavailable view.
 */
export async function startUp(locale: Locale): Promise<StartUpResult> {
  const [messages, manifest, session] = await Promise.allSettled([
    initI18n(locale),
    registerRemotesFromManifest(),
    fetchSession(),
  ]);
  if (manifest.status === 'rejected') console.error('Remotes manifest failed', manifest.reason);
  if (session.status === 'fulfilled') sessionStore.set(session.value);
  const fatal = [messages, session].find((step) => step.status === 'rejected');
  if (fatal) return { error: fatal.reason, fatal: true };
  return { error: manifest.status === 'rejected' ? manifest.reason : null, fatal: false };
}
