import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * Makes its content unfocusable where an ancestor hides it from screen readers. antd copies each
 * column title into an `aria-hidden` measure row when a table scrolls sideways; a select-all
 * checkbox in that copy would be focusable yet unseen (axe aria-hidden-focus).
 */
export function InertWhenHidden({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [hidden, setHidden] = useState(false);
  useLayoutEffect(() => {
    setHidden(Boolean(ref.current?.closest('[aria-hidden="true"]')));
  }, []);
  return (
    <span ref={ref} inert={hidden}>
      {children}
    </span>
  );
}
