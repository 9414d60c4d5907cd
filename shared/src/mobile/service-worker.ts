/**
 * Registers the phone app's service worker (written by shared/build/mobile-shell-plugin.ts into
 * the app's build as `/<app>/sw.js`) for the app's pages in both languages, `/crew` and `/en/crew`,
 * whichever the phone opened: a switch of language with no network still finds its page. The worker
 * is served with `Service-Worker-Allowed: /` so its scope can be the English page too. A browser
 * without service workers (or a page on plain http other than localhost) works online only.
 */
export function registerServiceWorker(app: string): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    for (const scope of [`/${app}`, `/en/${app}`]) {
      navigator.serviceWorker.register(`/${app}/sw.js`, { scope }).catch((error: unknown) => {
        console.warn('Service worker registration failed', error);
      });
    }
  });
}
