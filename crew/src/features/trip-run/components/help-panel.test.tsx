import type { CrewTrip } from '@rihla/shared/contracts/crew';
import { act } from 'react';
import { renderCrew, settle } from '../../../test/render-crew';
import { ON_THE_ROAD, TODAY } from '../../../test/today-fixture';
import { TripRun } from './trip-run';

const TRIP: CrewTrip = {
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'الملز صباحًا',
  direction: 'to_school',
  status: 'in_progress',
  departureTime: '06:30',
  arrivalTime: '07:00',
  as: 'driver',
  bus: { plateNumber: '4821 KSA', model: 'Toyota Coaster' },
  school: { nameAr: 'مدرسة الأندلس', nameEn: 'Al-Andalus School' },
  stops: [],
};
const STATE = { ...ON_THE_ROAD, id: TRIP.id };

describe('SOS and a problem with no network', () => {
  let host: HTMLElement;
  let unmount: () => void;
  let online: boolean;
  let posted: { path: string; key: string | null; body: Record<string, unknown> }[];

  beforeEach(async () => {
    localStorage.clear();
    online = false;
    posted = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'GET') return Response.json(STATE);
      if (!online) throw new TypeError('Failed to fetch');
      posted.push({ path, key: request.headers.get('idempotency-key'), body: await request.json() });
      return Response.json(STATE);
    });
    window.history.replaceState(null, '', '/crew');
    ({ host, unmount } = await renderCrew(() => (
      <TripRun today={{ ...TODAY, trips: [TRIP] }} trip={TRIP} onBack={() => undefined} />
    )));
    await settle();
  });
  afterEach(() => {
    unmount();
    vi.unstubAllGlobals();
  });

  const button = (name: string) =>
    [...host.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
  const told = () => host.querySelector('[data-testid="help-told"]')?.textContent;
  const kept = () =>
    JSON.parse(localStorage.getItem('rihla.crew.taps') ?? '[]') as {
      path: string;
      key: string;
      body: { at: string };
    }[];

  it('keeps them on the phone with their time, says they wait, and sends them once the network is back', async () => {
    await act(async () => button('استغاثة').click());
    const before = Date.now();
    await act(async () => button('نعم، أرسل الاستغاثة').click());
    await settle();
    expect(told()).toBe(
      'لا يوجد اتصال: طلب النجدة محفوظ في الجوال ويُرسل فور عودة الشبكة. اتصل بالمكتب إن استطعت.',
    );
    await act(async () => button('أبلغ عن مشكلة').click());
    const traffic = host.querySelector('input[value="traffic"]') as HTMLInputElement;
    await act(async () => traffic.click());
    await act(async () => (traffic.closest('form') as HTMLFormElement).requestSubmit());
    await settle();
    expect(told()).toBe('لا يوجد اتصال: البلاغ محفوظ في الجوال ويُرسل عند عودة الشبكة.');
    const queue = kept();
    expect(queue.map((tap) => tap.path)).toEqual(['sos', 'problems']);
    expect(Date.parse(queue[0]!.body.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(host.querySelector('[data-testid="sync-waiting"]')?.textContent).toContain('2');
    await settle(1500);
    expect(posted).toEqual([]);

    // Back online: sent in order, each under the key it was kept with, at the time it was made.
    online = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    await settle(500);
    expect(posted).toEqual([
      { path: `/api/v1/crew/trips/${TRIP.id}/sos`, key: queue[0]!.key, body: queue[0]!.body },
      { path: `/api/v1/crew/trips/${TRIP.id}/problems`, key: queue[1]!.key, body: queue[1]!.body },
    ]);
    expect(posted[1]!.body).toMatchObject({ reason: 'traffic' });
    expect(kept()).toEqual([]);
    expect(told()).toBe('وصل البلاغ إلى الإدارة.');
    expect(host.querySelector('[data-testid="sync-waiting"]')).toBeNull();
  });
});
