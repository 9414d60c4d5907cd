/** Toast severities of the spec; `info` when none is given. */
export const TOAST_SEVERITIES = ['info', 'success', 'warn', 'error', 'secondary', 'contrast'] as const;
export type ToastSeverity = (typeof TOAST_SEVERITIES)[number];

/** A toast message with every field of the spec. */
export interface ToastMessage {
  /** Auto-assigned incrementing number when absent. */
  id?: number;
  /** Targets a toast area; messages without a group go to the area with no group. */
  group?: string;
  severity?: ToastSeverity;
  summary?: string;
  detail?: string;
  /** Milliseconds before it closes by itself; absent means it stays until closed. */
  life?: number;
  /** Default true; false hides the close button. */
  closable?: boolean;
  styleClass?: string;
  contentStyleClass?: string;
  /** An optional button in the toast, e.g. "Reload now" when a new build is out. */
  action?: { label: string; onClick(): void };
}

/** The toast service the host provides to itself and to every remote. */
export interface ToastService {
  add(message: ToastMessage): void;
  remove(message: ToastMessage): void;
  removeGroup(group: string): void;
  removeAll(): void;
}

/** Physical corners of the screen, as the spec names them (top-right by default). */
export type ToastPosition = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left' | 'top-center';

/** Props of the area that shows one group's toasts. */
export interface ToastAreaProps {
  group?: string;
  position?: ToastPosition;
  /** Extra class on the area, to move it off chrome that must stay clickable. */
  className?: string;
  /** Names the area for screen readers when a page has more than one (default: "Notifications"). */
  label?: string;
}
