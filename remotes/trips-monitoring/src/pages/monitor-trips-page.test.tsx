import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { act, screen, waitFor } from '@testing-library/react';
import { TRIP_ID } from '../test/fixtures';
import { aMonitorToday, aMonitorTrip, aStatusMove, FEED_REFETCH } from '../test/monitor-fixtures';
import { json, renderPage } from '../test/render-page';
import MonitorTripsPage from './monitor-trips-page';

const route = routeOf('monitor-trips');
const list = pathTo('monitor-trips');

function setup(url: string, locale: 'ar' | 'en' = 'ar') {
  renderPage(<MonitorTripsPage />, {
    url,
    route,
    locale,
    fetch: () =>
      json(
        aMonitorToday([
          aMonitorTrip(),
          aMonitorTrip({
            id: '12121212-1212-4212-8212-121212121212',
            name: 'العليا - عودة',
            status: 'scheduled',
            lateMinutes: 0,
            nextStop: null,
            etaSeconds: null,
            lastAt: null,
            onBoard: 0,
          }),
        ]),
      ),
  });
}

describe('monitor trips', () => {
  it("lists today's trips with lateness against the plan, the next stop and its ETA", async () => {
    setup(list);
    expect(await screen.findByRole('link', { name: 'الملز - ذهاب' })).toHaveAttribute(
      'href',
      pathTo('trip-details', { id: TRIP_ID }),
    );
    expect(screen.getByText('تأخير 7 دقائق')).toBeInTheDocument();
    expect(screen.getByText('مسجد الرحمة')).toBeInTheDocument();
    expect(screen.getByText('خلال 4 دقائق')).toBeInTheDocument();
    expect(screen.getByText('مباشر')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العليا - عودة' })).toBeInTheDocument();
  });

  it('takes a trip off the filtered list when another operator moves it (a status message on the feed)', async () => {
    let cancelled = false;
    const { shell } = renderPage(<MonitorTripsPage />, {
      url: `${list}?status=in_progress`,
      route,
      fetch: () => json(aMonitorToday([aMonitorTrip({ status: cancelled ? 'cancelled' : 'in_progress' })])),
    });
    expect(await screen.findByRole('link', { name: 'الملز - ذهاب' })).toBeInTheDocument();
    cancelled = true;
    act(() => shell.emitFeed(aStatusMove({ fromStatus: 'in_progress', toStatus: 'cancelled' })));
    await waitFor(
      () => expect(screen.queryByRole('link', { name: 'الملز - ذهاب' })).not.toBeInTheDocument(),
      FEED_REFETCH,
    );
  });

  it('keeps to the status in the URL, in English', async () => {
    setup(`${list}?status=scheduled`, 'en');
    expect(await screen.findByRole('link', { name: 'العليا - عودة' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'الملز - ذهاب' })).not.toBeInTheDocument();
    expect(screen.getByText('06:15–06:41')).toHaveAttribute('dir', 'ltr');
  });
});
