import { createLiveFeed, type FeedEvent } from './live-feed';

class FakeSource {
  static opened: FakeSource[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly handlers = new Map<string, (event: MessageEvent) => void>();
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.handlers.set(type, listener);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(kind: string, id: number, data: unknown) {
    this.handlers.get(kind)?.(
      new MessageEvent(kind, { data: JSON.stringify(data), lastEventId: String(id) }),
    );
  }
  fail() {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
}

const make = () =>
  createLiveFeed({
    url: '/api/v1/monitoring/stream',
    createSource: (url) => new FakeSource(url),
    backoffMs: [10],
  });

beforeEach(() => {
  FakeSource.opened = [];
});

describe('live feed', () => {
  it('opens one stream for all listeners and closes it with the last', () => {
    const feed = make();
    const seen: FeedEvent[][] = [[], []];
    const offA = feed.subscribe((e) => seen[0]!.push(e));
    const offB = feed.subscribe((e) => seen[1]!.push(e));
    expect(FakeSource.opened).toHaveLength(1);
    FakeSource.opened[0]!.emit('alert', 7, { type: 'sos' });
    expect(seen[0]).toEqual([{ id: 7, kind: 'alert', data: { type: 'sos' } }]);
    expect(seen[1]).toEqual(seen[0]);
    offA();
    expect(FakeSource.opened[0]!.closed).toBe(false);
    offB();
    expect(FakeSource.opened[0]!.closed).toBe(true);
  });

  it('reopens a stream the browser closed from the last event seen, and tells who refetches', async () => {
    const feed = make();
    let opens = 0;
    feed.onOpen(() => {
      opens += 1;
    });
    const off = feed.subscribe(() => undefined);
    const first = FakeSource.opened[0]!;
    first.onopen?.(new Event('open'));
    first.emit('position', 41, { busId: 'b' });
    first.fail();
    await vi.waitFor(() => expect(FakeSource.opened).toHaveLength(2));
    expect(FakeSource.opened[1]!.url).toBe('/api/v1/monitoring/stream?lastEventId=41');
    FakeSource.opened[1]!.onopen?.(new Event('open'));
    expect(opens).toBe(2);
    off();
  });

  it('starts afresh when a listener comes after everyone had left', () => {
    const feed = make();
    const off = feed.subscribe(() => undefined);
    FakeSource.opened[0]!.emit('scan', 5, {});
    off();
    feed.subscribe(() => undefined);
    expect(FakeSource.opened[1]!.url).toBe('/api/v1/monitoring/stream');
  });
});
