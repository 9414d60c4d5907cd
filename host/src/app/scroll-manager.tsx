import { splitLocale } from '@rihla/shared/routes/match-route';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Spec: wait 100 ms for the page to finish before scrolling. */
export const PAGE_FINISH_SCROLL_WAIT_MS = 100;

/** A page change scrolls to the top; a hash scrolls to its anchor once the page has rendered. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  // The same page in the other language is not a page change: the switch keeps the scroll.
  const page = splitLocale(pathname).path;
  const previousPage = useRef(page);

  useEffect(() => {
    const pageChanged = previousPage.current !== page;
    previousPage.current = page;
    const timer = setTimeout(() => {
      const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (anchor) anchor.scrollIntoView();
      else if (pageChanged) window.scrollTo({ top: 0, left: 0 });
    }, PAGE_FINISH_SCROLL_WAIT_MS);
    return () => clearTimeout(timer);
  }, [page, hash]);

  return null;
}
