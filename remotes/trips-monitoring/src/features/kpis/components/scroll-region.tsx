import type { ReactNode } from 'react';

/**
 * A table of text only that may be wider than its card (a 390 px phone): it scrolls inside this
 * box, which a keyboard can reach (a scrolling box with nothing focusable in it would be out of a
 * keyboard's reach, axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling box itself must take the keyboard.
    <section aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxInlineSize: '100%' }}>
      {children}
    </section>
  );
}
