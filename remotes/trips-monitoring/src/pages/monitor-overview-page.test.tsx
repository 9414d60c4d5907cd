import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { aLivePosition } from '@rihla/shared/test/test-live-position';
import { act, screen, waitFor } from '@testing-library/react';
import { TRIP_ID } from '../test/fixtures';
import { aBusLive } from '../test/monitor-fixtures';
import { json, renderPage } from '../test/render-page';
import MonitorOverviewPage from './monitor-overview-page';

function setup(locale: 'ar' | 'en' = 'ar') {
  const stale = new Date(Date.now() - 90_000).toISOString();
  return renderPage(<MonitorOverviewPage />, {
    url: pathTo('monitor-overview'),
    route: routeOf('monitor-overview'),
    locale,
    fetch: (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/monitoring/buses'))
        return json([
          aBusLive({ at: stale }),
          aBusLive({
            busId: '44444444-4444-4444-8444-444444444444',
            plateNumber: '1200 RUH',
            tripId: '12121212-1212-4212-8212-121212121212',
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
    expect(screen.getByText('متأخر التحديث')).toBeInTheDocument();
    expect(screen.getByText('غير متصل')).toBeInTheDocument();
    expect(screen.getByText('تأخير 7 دقيقة')).toBeInTheDocument();
    expect(screen.getByText('خلال 4 دقيقة')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'خريطة كل الحافلات في رحلة الآن' })).toBeInTheDocument();
    // Only the bus with a fix is on the map.
    await waitFor(() => expect(container.querySelectorAll('.rihla-bus-marker')).toHaveLength(1));
  });

  it('turns a stale bus live when its next fix arrives on the feed', async () => {
    const { shell } = setup('en');
    expect(await screen.findByText('Stale')).toBeInTheDocument();
    act(() =>
      shell.emitFeed({
        kind: 'position',
        data: aLivePosition({ lat: 24.67, lng: 46.74, lateMinutes: 9, etaSeconds: 60 }),
      }),
    );
    await waitFor(() => expect(screen.queryByText('Stale')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('late by 9 min')).toBeInTheDocument();
  });

  it('keeps a bus at its newest fix when an older one of it arrives later', async () => {
    const { shell } = setup('en');
    expect(await screen.findByText('Stale')).toBeInTheDocument();
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
    await waitFor(() => expect(screen.getByText('Live')).toBeInTheDocument(), { timeout: 3000 });
    // Overtaken on the way: older than what the screen shows, in the next redraw.
    act(() => fix(120, 3));
    await new Promise((r) => setTimeout(r, 1_200));
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('late by 9 min')).toBeInTheDocument();
  });
});
