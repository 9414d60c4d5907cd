import { splitLocale } from '@rihla/shared/routes/match-route';
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page change keeps looking for its page's heading (a remote may load slowly). */
const HEADING_WAIT_MS = 10_000;

/**
 * After a page change (not the first load, not a language switch), moves focus to the new
 * page's first heading, so a screen reader announces the page and Tab starts from it. Remote
 * pages render after the route change (and the old page may linger meanwhile), so the heading
 * is followed until the operator acts or the wait ends; with no heading by then, the `<main>`
 * landmark takes focus. A field the new page focused itself (autofocus) keeps it.
 */
export function useFocusOnPageChange(main: RefObject<HTMLElement | null>): void {
  const page = splitLocale(useLocation().pathname).path;
  const previousPage = useRef(page);

  useEffect(() => {
    if (previousPage.current === page) return;
    previousPage.current = page;
    const region = main.current;
    if (!region) return;

    let focused: HTMLElement | null = null;
    const follow = () => {
      const active = document.activeElement;
      if (typingInside(region)) return;
      if (focused && active === focused) return;
      // The operator moved on (focus is somewhere else than where we put it): leave it there.
      if (focused?.isConnected && active !== document.body) return stop();
      const heading = region.querySelector<HTMLElement>('h1, h2, h3');
      if (!heading) return;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      focused = heading;
    };
    const observer = new MutationObserver(follow);
    const timer = setTimeout(() => {
      stop();
      if (!focused) region.focus({ preventScroll: true });
    }, HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
    };
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
    observer.observe(region, { childList: true, subtree: true });
    follow();
    return stop;
  }, [page, main]);
}

function typingInside(region: HTMLElement): boolean {
  const active = document.activeElement;
  return (
    active !== null && region.contains(active) && active.matches('input, textarea, select, [contenteditable]')
  );
}
