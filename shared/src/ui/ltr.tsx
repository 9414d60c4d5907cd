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
