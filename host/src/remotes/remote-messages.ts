import type { Locale } from '@rihla/shared/routes/route-table';
import type { RemoteModule } from '@rihla/shared/shell/remote-contract';
import { i18n } from '../i18n/i18n';

const loaded = new Map<string, Promise<void>>();
const modules = new Set<RemoteModule>();

/**
 * A remote's messages for one language, registered with i18next before its page renders
 * (and again on a language switch). The same promise is returned while it is pending, so
 * React's `use()` can suspend on it.
 */
export function remoteMessages(module: RemoteModule, locale: Locale): Promise<void> {
  modules.add(module);
  const key = `${module.namespace}:${locale}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = module.loadMessages(locale).then(
      (messages) => {
        i18n.addResourceBundle(locale, module.namespace, messages, true, true);
      },
      (error: unknown) => {
        loaded.delete(key);
        console.error('Failed locale loading', error);
        throw error;
      },
    );
    loaded.set(key, promise);
  }
  return promise;
}

/** Before a language switch: the messages of every remote shown so far, so no page shows raw keys. */
export async function loadAllRemoteMessages(locale: Locale): Promise<void> {
  await Promise.allSettled([...modules].map((module) => remoteMessages(module, locale)));
}
