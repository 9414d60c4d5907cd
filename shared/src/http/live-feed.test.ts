import { anAlert } from '../test/test-alert';
import { aLivePosition } from '../test/test-live-position';
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
    this.emitText(kind, id, JSON.stringify(data));
  }
  emitText(kind: string, id: number, text: string) {
    this.handlers.get(kind)?.(new MessageEvent(kind, { data: text, lastEventId: String(id) }));
  }
  fail() {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
}

const make = (onMalformed: (kind: string) => void = () => undefined) =>
  createLiveFeed({
    url: '/api/v1/monitoring/stream',
    createSource: (url) => new FakeSource(url),
    backoffMs: [10],
    onMalformed,
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
    FakeSource.opened[0]!.emit('alert', 7, anAlert());
    expect(seen[0]).toEqual([{ id: 7, kind: 'alert', data: anAlert() }]);
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
    first.emit('position', 41, aLivePosition());
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
    off();
    feed.subscribe(() => undefined);
    expect(FakeSource.opened[1]!.url).toBe('/api/v1/monitoring/stream');
  });

  it('hands listeners typed messages, dropping and reporting one that does not match its contract', async () => {
    const dropped: string[] = [];
    const feed = make((kind) => dropped.push(kind));
    const seen: FeedEvent[] = [];
    feed.subscribe((event) => seen.push(event));
    const source = FakeSource.opened[0]!;
    source.emit('position', 1, { ...aLivePosition(), lat: 'north' });
    source.emit('alert', 2, { type: 'sos' });
    const fix = aLivePosition({ lat: 24.7 });
    source.emit('position', 3, fix);
    source.emitText('scan', 4, 'not json');
    expect(dropped).toEqual(['position', 'alert', 'scan']);
    expect(seen).toEqual([{ id: 3, kind: 'position', data: fix }]);
    const [event] = seen;
    // Narrowed on its kind, the data is the contract's type: no cast needed.
    if (event?.kind === 'position') expect(event.data.lat).toBe(24.7);
    // A dropped message still counts as received: a reconnect resumes after it.
    source.fail();
    await vi.waitFor(() => expect(FakeSource.opened).toHaveLength(2));
    expect(FakeSource.opened[1]!.url).toBe('/api/v1/monitoring/stream?lastEventId=4');
  });
});
