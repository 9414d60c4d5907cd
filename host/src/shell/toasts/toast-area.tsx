import type { Locale } from '@rihla/shared/routes/route-table';
import type { ToastAreaProps, ToastPosition, ToastSeverity } from '@rihla/shared/shell/toast-types';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toastService } from './toast-service';
import type { ShownToast } from './toast-store';

/** Spec timings: enter 0.3 s, leave 0.45 s, z-index cleared 200 ms after the last leaves. */
const LEAVE_MS = 450;
const Z_INDEX_CLEAR_MS = 200;

interface Rendered {
  message: ShownToast;
  leaving: boolean;
}

const ICONS: Record<ToastSeverity, string> = {
  info: 'i',
  success: '✓',
  warn: '!',
  error: '×',
  secondary: '•',
  contrast: '•',
};

/**
 * The spec's "top-right" is the corner of a left-to-right page; the Arabic page is its mirror, so
 * there the same corner is the top left. Top-right in Arabic would cover the logo and the
 * operator's name, which the mirrored header puts on the right.
 */
export function topCornerAtInlineEnd(locale: Locale): ToastPosition {
  return locale === 'ar' ? 'top-left' : 'top-right';
}

/**
 * One toast area: it shows the messages of its group (no group: the messages without one).
 * Positions are physical corners (the shell passes the mirrored one in Arabic).
 */
export function ToastArea({ group, position = 'top-right', className, label }: ToastAreaProps) {
  const { t } = useTranslation();
  const all = useSyncExternalStore(toastService.subscribe, toastService.getMessages);
  const [rendered, setRendered] = useState<Rendered[]>([]);
  const [raised, setRaised] = useState(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const mine = all.filter((m) => m.group === group);
    const ids = new Set(mine.map((m) => m.id));
    setRendered((previous) => {
      const kept = previous.map((r) => (ids.has(r.message.id) ? r : { ...r, leaving: true }));
      const known = new Set(previous.map((r) => r.message.id));
      return [
        ...kept,
        ...mine.filter((m) => !known.has(m.id)).map((message) => ({ message, leaving: false })),
      ];
    });
  }, [all, group]);

  useEffect(() => {
    const leaving = rendered.filter((r) => r.leaving);
    if (rendered.length > 0) {
      clearTimeout(clearTimer.current);
      setRaised(true);
    }
    if (leaving.length === 0) return;
    const timer = setTimeout(() => {
      setRendered((current) => {
        const next = current.filter((r) => !r.leaving);
        if (next.length === 0) clearTimer.current = setTimeout(() => setRaised(false), Z_INDEX_CLEAR_MS);
        return next;
      });
    }, LEAVE_MS);
    return () => clearTimeout(timer);
  }, [rendered]);

  return (
    <section
      className={`toast-area toast-area--${position} ${className ?? ''}`}
      style={raised ? { zIndex: 'var(--p-z-modal)' } : undefined}
      aria-label={label ?? t('toast.region')}
      aria-live="polite"
    >
      {rendered.map(({ message, leaving }) => {
        const severity = message.severity ?? 'info';
        return (
          <div
            key={message.id}
            className={`toast toast--${severity} ${leaving ? 'toast--leaving' : ''} ${message.styleClass ?? ''}`}
            role={severity === 'error' ? 'alert' : 'status'}
          >
            <div className={`toast__content ${message.contentStyleClass ?? ''}`}>
              <span className="toast__icon" aria-hidden="true">
                {ICONS[severity]}
              </span>
              <div className="toast__text">
                {message.summary && <div className="toast__summary">{message.summary}</div>}
                {message.detail && <div className="toast__detail">{message.detail}</div>}
                {message.action && (
                  <button type="button" className="toast__action" onClick={message.action.onClick}>
                    {message.action.label}
                  </button>
                )}
              </div>
              {message.closable !== false && (
                <button
                  type="button"
                  className="toast__close"
                  aria-label={t('toast.close')}
                  onClick={() => toastService.remove(message)}
                >
                  ×
                </button>
              )}
            </div>
          </div>
        );
      })}
    </section>
  );
}
