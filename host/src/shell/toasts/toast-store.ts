import type { ToastMessage, ToastService } from '@rihla/shared/shell/toast-types';

export interface ShownToast extends ToastMessage {
  id: number;
}

type Listener = () => void;

/**
 * The toast service of the spec: `add / remove(message) / removeGroup / removeAll`. Messages
 * get an incrementing id when they have none, and close by themselves after `life` ms.
 */
export class ToastStore implements ToastService {
  private messages: readonly ShownToast[] = [];
  private nextId = 0;
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<Listener>();

  add(message: ToastMessage): void {
    // The id is written back so `remove(sameMessage)` finds it, as the spec's service does.
    if (message.id === undefined) message.id = this.nextId++;
    const shown: ShownToast = { severity: 'info', closable: true, ...message, id: message.id };
    this.set([...this.messages, shown]);
    if (shown.life !== undefined && shown.life > 0) {
      this.timers.set(
        shown.id,
        setTimeout(() => this.remove(shown), shown.life),
      );
    }
  }

  remove(message: ToastMessage): void {
    if (message.id === undefined) return;
    this.drop((m) => m.id === message.id);
  }

  removeGroup(group: string): void {
    this.drop((m) => m.group === group);
  }

  removeAll(): void {
    this.drop(() => true);
  }

  getMessages = (): readonly ShownToast[] => this.messages;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private drop(match: (m: ShownToast) => boolean): void {
    const gone = this.messages.filter(match);
    if (gone.length === 0) return;
    for (const m of gone) {
      clearTimeout(this.timers.get(m.id));
      this.timers.delete(m.id);
    }
    this.set(this.messages.filter((m) => !match(m)));
  }

  private set(messages: readonly ShownToast[]): void {
    this.messages = messages;
    for (const listener of this.listeners) listener();
  }
}
