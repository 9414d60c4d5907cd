import { useLayoutEffect } from 'react';

/** A focus left inside a closing drawer or dialog (or on nothing) is lost; elsewhere the operator moved on. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return (
    active === null || active === document.body || active.closest('.ant-drawer, .ant-modal-wrap') !== null
  );
}

/**
 * Gives focus back to the control that opened a drawer or dialog when it closes (or unmounts).
 * antd does it only once its opening animation has finished: closed during it (Escape pressed at
 * once) focus fell to <body>, and a dialog that is unmounted to close never gives it back.
 */
export function useReturnFocus(open: boolean): void {
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    if (!(opener instanceof HTMLElement) || opener === document.body) return;
    return () => {
      // After the close has released antd's focus lock, which the same commit does.
      requestAnimationFrame(() => {
        if (focusIsLost() && opener.isConnected) opener.focus({ preventScroll: true });
      });
    };
  }, [open]);
}
