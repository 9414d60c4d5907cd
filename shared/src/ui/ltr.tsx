import type { ReactNode } from 'react';

/**
 * An LTR island for plate numbers, phones, ids and codes: inside Arabic text they must keep
 * their own order (`+966 5...` must not turn into `...5 966+`).
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className} style={{ unicodeBidi: 'isolate' }}>
      {children}
    </bdi>
  );
}

/**
 * Style for an input holding an LTR value (plate, phone, id). antd's RTL CSS sets `direction`,
 * which beats the `dir` attribute, so the direction is set here; the text stays on the page's
 * reading-start side.
 */
export function ltrInputStyle(pageDirection: 'rtl' | 'ltr') {
  return { direction: 'ltr', textAlign: pageDirection === 'rtl' ? 'right' : 'left' } as const;
}
