import { formatNumber } from '@rihla/shared/format/number';
import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { aLivePosition } from '@rihla/shared/test/test-live-position';
import { act, screen, waitFor, within } from '@testing-library/react';
import { TRIP_ID } from '../test/fixtures';
import { aBusLive } from '../test/monitor-fixtures';
import { json, renderPage } from '../test/render-page';
import MonitorOverviewPage from './monitor-overview-page';

/** The second bus of the board, on a trip and never heard from. */
const SILENT_BUS = {
  busId: '44444444-4444-4444-8444-444444444444',
  tripId: '12121212-1212-4212-8212-121212121212',
};

/** The list of buses under the map (the map's key names the signals too). */
const board = async () => within(await screen.findByRole('table'));

function setup(locale: 'ar' | 'en' = 'ar', fleet?: ReturnType<typeof aBusLive>[]) {
  const stale = new Date(Date.now() - 90_000).toISOString();
  return renderPage(<MonitorOverviewPage />, {
    url: pathTo('monitor-overview'),
    route: routeOf('monitor-overview'),
    locale,
    fetch: (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/monitoring/buses') && fleet) return json(fleet);
      if (path.endsWith('/monitoring/buses'))
        return json([
          aBusLive({ at: stale }),
          aBusLive({
            ...SILENT_BUS,
            plateNumber: '1200 RUH',
            lat: null,
            lng: null,
            at: null,
            lateMinutes: 0,
            etaSeconds: null,
          }),
        ]);
      return json({ mapTiles: null, timeZone: 'Asia/Riyadh' });
    },
  });
}

describe('monitor overview', () => {
  it('lists every bus on a trip with its signal, lateness and ETA, and links to its tracking map', async () => {
    const { container } = setup();
    expect(await screen.findByText('4821 KSA')).toHaveAttribute('dir', 'ltr');
    expect(screen.getAllByRole('link', { name: 'الملز - ذهاب' })[0]).toHaveAttribute(
      'href',
      pathTo('trip-tracking-map', { id: TRIP_ID }),
    );
    expect((await board()).getByText('متأخر التحديث')).toBeInTheDocument();
    expect((await board()).getByText('غير متصل')).toBeInTheDocument();
    expect(screen.getByText('تأخير 7 دقائق')).toBeInTheDocument();
    expect(screen.getByText('خلال 4 دقائق')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'خريطة كل الحافلات في رحلة الآن' })).toBeInTheDocument();
    // Only the bus with a fix is on the map.
    await waitFor(() => expect(container.querySelectorAll('.rihla-bus-marker')).toHaveLength(1));
  });

  it('marks the buses whose crew has the crew app open, on the list and the map, with a key to the marks', async () => {
    const { container } = setup('ar', [
      aBusLive({ crewOnline: true }),
      aBusLive({ ...SILENT_BUS, plateNumber: '1200 RUH', lat: 24.7, lng: 46.8, crewOnline: false }),
    ]);
    const rows = await board();
    const open = (await rows.findByText('4821 KSA')).closest('tr') as HTMLElement;
    expect(within(open).getByText('تطبيق الطاقم مفتوح')).toBeInTheDocument();
    const closed = rows.getByText('1200 RUH').closest('tr') as HTMLElement;
    expect(within(closed).getByText('مغلق')).toBeInTheDocument();
    const key = screen.getByRole('list', { name: 'مفتاح الخريطة' });
    expect(within(key).getByText('تطبيق الطاقم مفتوح')).toBeInTheDocument();
    expect(within(key).getByText('(نشط خلال آخر 3 دقائق)')).toBeInTheDocument();
    // One of the two markers carries the phone mark.
    await waitFor(() => expect(container.querySelectorAll('.rihla-bus-marker')).toHaveLength(2));
    const marked = [...container.querySelectorAll('.rihla-bus-marker')].filter((marker) =>
      marker.innerHTML.includes('<rect'),
    );
    expect(marked).toHaveLength(1);
  });

  it('turns a stale bus live when its next fix arrives on the feed', async () => {
    const { shell } = setup('en');
    expect(await (await board()).findByText('Stale')).toBeInTheDocument();
    act(() =>
      shell.emitFeed({
        kind: 'position',
        data: aLivePosition({ lat: 24.67, lng: 46.74, lateMinutes: 9, etaSeconds: 60 }),
      }),
    );
    await waitFor(
      () => expect(within(screen.getByRole('table')).queryByText('Stale')).not.toBeInTheDocument(),
      { timeout: 3000 },
    );
    expect((await board()).getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('late by 9 min')).toBeInTheDocument();
  });

  it('keeps a bus at its newest fix when an older one of it arrives later', async () => {
    const { shell } = setup('en');
    expect(await (await board()).findByText('Stale')).toBeInTheDocument();
    const fix = (secondsAgo: number, lateMinutes: number) =>
      shell.emitFeed({
        kind: 'position',
        data: aLivePosition({
          at: new Date(Date.now() - secondsAgo * 1000).toISOString(),
          lat: 24.67,
          lng: 46.74,
          lateMinutes,
          etaSeconds: 60,
        }),
      });
    act(() => fix(0, 9));
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Live')).toBeInTheDocument(), {
      timeout: 3000,
    });
    // Overtaken on the way: older than what the screen shows. It comes with the other bus's first
    // fix, so the redraw that shows that one has weighed it too.
    act(() => {
      fix(120, 3);
      shell.emitFeed({
        kind: 'position',
        data: aLivePosition({ ...SILENT_BUS, lat: 24.7, lng: 46.7, lateMinutes: 5, etaSeconds: 60 }),
      });
    });
    expect(await screen.findByText('late by 5 min')).toBeInTheDocument();
    expect(screen.getByText('late by 9 min')).toBeInTheDocument();
    expect(screen.queryByText('late by 3 min')).not.toBeInTheDocument();
  });

  /** `count` buses on trips, each with a fix, spread over Riyadh. */
  const aFleet = (count: number, at = new Date().toISOString()) =>
    Array.from({ length: count }, (_, i) => {
      const n = String(i).padStart(4, '0');
      return aBusLive({
        busId: `00000000-0000-4000-8000-00000000${n}`,
        tripId: `11111111-0000-4000-8000-00000000${n}`,
        plateNumber: `${n} RUH`,
        lat: 24.6 + (i % 50) * 0.004,
        lng: 46.6 + Math.floor(i / 50) * 0.004,
        at,
      });
    });

  it('keeps only the rows in view in the page for a fleet of a thousand buses', async () => {
    setup('en', aFleet(1000));
    expect(await screen.findByText('0000 RUH', { selector: 'bdi' })).toBeInTheDocument();
    const rows = document.querySelectorAll('.ant-table-tbody-virtual .ant-table-row');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(100);
    expect(screen.queryByText('0999 RUH', { selector: 'bdi' })).not.toBeInTheDocument();
  });

  it('draws a thousand buses as a few clusters with their numbers, and a click on one zooms into it', async () => {
    // jsdom lays nothing out: the map gets the size it has on a screen, so it can fit the fleet.
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(420);
    try {
      const { container } = setup('en', aFleet(1000));
      const clusters = () => [...container.querySelectorAll<HTMLElement>('.rihla-bus-cluster')];
      const numbers = () => clusters().map((cluster) => Number(cluster.textContent!.replace(',', '')));
      await waitFor(() => expect(clusters().length).toBeGreaterThan(0));
      // Every bus is counted once, in a cluster or on its own, with far fewer markers than buses.
      const singles = container.querySelectorAll('.rihla-bus-marker').length;
      expect(numbers().reduce((sum, n) => sum + n, 0) + singles).toBe(1000);
      expect(clusters().length + singles).toBeLessThan(100);
      const biggest = Math.max(...numbers());
      const cluster = clusters().find((element) => element.textContent === formatNumber(biggest, 'en'))!;
      expect(cluster).toHaveAttribute('title', `${formatNumber(biggest, 'en')} buses here: open to zoom in`);
      act(() => cluster.click());
      // Closer in, it parts into smaller clusters or single buses.
      await waitFor(() => expect(Math.max(0, ...numbers())).toBeLessThan(biggest));
    } finally {
      width.mockRestore();
      height.mockRestore();
    }
  });

  it('keeps each marker (its element and icon) when the clock ticks and when another bus moves', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { container, shell } = setup('en', aFleet(3));
      await waitFor(() => expect(container.querySelectorAll('.rihla-bus-marker')).toHaveLength(3));
      const before = [...container.querySelectorAll('.rihla-bus-marker')];
      act(() => vi.advanceTimersByTime(10_000));
      act(() =>
        shell.emitFeed({
          kind: 'position',
          data: aLivePosition({
            busId: '00000000-0000-4000-8000-000000000002',
            tripId: '11111111-0000-4000-8000-000000000002',
            lat: 24.75,
            lng: 46.75,
          }),
        }),
      );
      // The moved bus's marker moves; every marker is still the very same element.
      const moved = before[2] as HTMLElement;
      const was = moved.style.cssText;
      await waitFor(() => expect(moved.style.cssText).not.toBe(was), { timeout: 3000 });
      const after = [...container.querySelectorAll('.rihla-bus-marker')];
      expect(after).toHaveLength(3);
      for (const [i, marker] of after.entries()) expect(marker).toBe(before[i]);
    } finally {
      vi.useRealTimers();
    }
  });
});
