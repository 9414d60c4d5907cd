import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Spec: wait 100 ms for the page to finish before scrolling. */
export const PAGE_FINISH_SCROLL_WAIT_MS = 100;

/** A page change scrolls to the top; a hash scrolls to its anchor once the page has rendered. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const previousPath = useRef(pathname);

  useEffect(() => {
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    const timer = setTimeout(() => {
      const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (anchor) anchor.scrollIntoView();
      else if (pathChanged) window.scrollTo({ top: 0, left: 0 });
    }, PAGE_FINISH_SCROLL_WAIT_MS);
    return () => clearTimeout(timer);
  }, [pathname, hash]);

  return null;
}
