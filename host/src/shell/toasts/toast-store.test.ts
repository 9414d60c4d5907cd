import { ToastStore } from './toast-store';

describe('toast service', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('numbers messages in order and fills the defaults', () => {
    const store = new ToastStore();
    store.add({ summary: 'a' });
    store.add({ summary: 'b', severity: 'error', closable: false });
    const [a, b] = store.getMessages();
    expect(a).toMatchObject({ id: 0, severity: 'info', closable: true });
    expect(b).toMatchObject({ id: 1, severity: 'error', closable: false });
  });

  it('keeps an id that is given', () => {
    const store = new ToastStore();
    store.add({ id: 42, summary: 'x' });
    expect(store.getMessages()[0]?.id).toBe(42);
  });

  it('removes by message, by group and all', () => {
    const store = new ToastStore();
    const first = { summary: 'first' };
    store.add(first);
    store.add({ summary: 'second', group: 'g' });
    store.add({ summary: 'third', group: 'g' });
    store.add({ summary: 'fourth', group: 'h' });

    store.remove(first);
    expect(store.getMessages().map((m) => m.summary)).toEqual(['second', 'third', 'fourth']);
    store.removeGroup('g');
    expect(store.getMessages().map((m) => m.summary)).toEqual(['fourth']);
    store.removeAll();
    expect(store.getMessages()).toEqual([]);
  });

  it('closes a message by itself after its life', () => {
    const store = new ToastStore();
    store.add({ summary: 'short', life: 3000 });
    store.add({ summary: 'sticky' });
    vi.advanceTimersByTime(2999);
    expect(store.getMessages()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getMessages().map((m) => m.summary)).toEqual(['sticky']);
  });

  it('tells subscribers about every change', () => {
    const store = new ToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.add({ summary: 'x' });
    store.removeAll();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
