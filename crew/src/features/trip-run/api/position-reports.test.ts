import { ProblemError } from '@rihla/shared/http/problem-error';
import type { MobileApi } from '@rihla/shared/mobile/mobile-api';
import { OFFLINE_KEYS } from '../../session/offline-keys';
import { queueFix, sendFixes } from './position-reports';

const TRIP = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const START = Date.parse('2026-12-07T04:10:00.000Z');

const fixAt = (seconds: number, lat = 24.7) =>
  ({
    timestamp: START + seconds * 1000,
    coords: { latitude: lat, longitude: 46.7, speed: 10, heading: null, accuracy: 8 },
  }) as unknown as GeolocationPosition;

const keptFixes = () => JSON.parse(localStorage.getItem(OFFLINE_KEYS.fixes) ?? '[]') as { at: string }[];

/** An API that answers each POST with the next outcome: 'ok', 'offline', or a refusal's status. */
function apiAnswering(...outcomes: ('ok' | 'offline' | number)[]) {
  const posts: { url: string; points: { at: string; speedKmh: number | null }[] }[] = [];
  const api = {
    post: async (url: string, { json }: { json: { points: { at: string; speedKmh: number | null }[] } }) => {
      posts.push({ url, points: json.points });
      const outcome = outcomes.shift() ?? 'ok';
      if (outcome === 'offline') throw new TypeError('Failed to fetch');
      if (typeof outcome === 'number')
        throw new ProblemError({ type: 'about:blank', title: 'refused', status: outcome });
      return new Response(null, { status: 202 });
    },
  } as unknown as MobileApi;
  return { api, posts };
}

describe("the phone's position reports", () => {
  beforeEach(() => localStorage.clear());

  it('keeps a fix every two seconds at most and says when a batch of five is ready', () => {
    expect(queueFix(TRIP, fixAt(0))).toBe(false);
    expect(queueFix(TRIP, fixAt(1))).toBe(false);
    for (const seconds of [3, 6, 9]) expect(queueFix(TRIP, fixAt(seconds))).toBe(false);
    expect(queueFix(TRIP, fixAt(12))).toBe(true);
    expect(keptFixes()).toHaveLength(5);
  });

  it('sends the fixes in km/h, keeps them while offline and drops them once the API has them', async () => {
    for (const seconds of [0, 5]) queueFix(TRIP, fixAt(seconds));
    const offline = apiAnswering('offline');
    await sendFixes(offline.api);
    expect(keptFixes()).toHaveLength(2);

    const online = apiAnswering('ok');
    await sendFixes(online.api);
    expect(online.posts).toEqual([
      {
        url: `crew/trips/${TRIP}/positions`,
        points: [expect.objectContaining({ speedKmh: 36 }), expect.objectContaining({ speedKmh: 36 })],
      },
    ]);
    expect(keptFixes()).toEqual([]);
  });

  it("sends each trip's fixes to its own trip, and drops what the API refuses but keeps them on a lost session", async () => {
    queueFix(TRIP, fixAt(0));
    queueFix(OTHER, fixAt(5));
    const lost = apiAnswering(401);
    await sendFixes(lost.api);
    expect(keptFixes()).toHaveLength(2);

    const refused = apiAnswering(409, 'ok');
    await sendFixes(refused.api);
    expect(refused.posts.map((post) => post.url)).toEqual([
      `crew/trips/${TRIP}/positions`,
      `crew/trips/${OTHER}/positions`,
    ]);
    expect(keptFixes()).toEqual([]);
  });
});
