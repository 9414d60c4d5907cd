import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { act, screen, waitFor } from '@testing-library/react';
import {
  aMonitorToday,
  aMonitorTrip,
  aPlanChange,
  aStatusMove,
  aTripEvent,
  FEED_REFETCH,
} from '../test/monitor-fixtures';
import { json, renderPage } from '../test/render-page';
import TripsStatusPage from './trips-status-page';

const route = routeOf('trips-status');

describe('trips status', () => {
  it("counts today's trips by status, links each count to the live list, and refreshes from the feed", async () => {
    let calls = 0;
    const { shell } = renderPage(<TripsStatusPage />, {
      url: pathTo('trips-status'),
      route,
      fetch: () => {
        calls += 1;
        return json(
          aMonitorToday([
            aMonitorTrip(),
            aMonitorTrip({ id: 'b', status: 'completed' }),
            aMonitorTrip({ id: 'c', status: calls > 1 ? 'in_progress' : 'scheduled' }),
          ]),
        );
      },
    });
    const running = await screen.findByRole('link', { name: /^جارية/ });
    expect(running).toHaveAttribute('href', `${pathTo('monitor-trips')}?status=in_progress`);
    await waitFor(() => expect(running).toHaveTextContent('جارية1'));
    expect(screen.getByRole('link', { name: /^مجدولة/ })).toHaveTextContent('مجدولة1');
    expect(screen.getByText('كل رحلات اليوم').closest('.ant-statistic')).toHaveTextContent('3');
    act(() => shell.emitFeed(aTripEvent('stop_arrival')));
    await waitFor(() => expect(screen.getByRole('link', { name: /^جارية/ })).toHaveTextContent('جارية2'), {
      timeout: 4000,
    });
  });

  it('recounts when another operator moves a trip (a status message on the feed)', async () => {
    let started = false;
    const { shell } = renderPage(<TripsStatusPage />, {
      url: pathTo('trips-status'),
      route,
      fetch: () => json(aMonitorToday([aMonitorTrip({ status: started ? 'in_progress' : 'scheduled' })])),
    });
    await waitFor(() => expect(screen.getByRole('link', { name: /^مجدولة/ })).toHaveTextContent('مجدولة1'));
    started = true;
    act(() => shell.emitFeed(aStatusMove({ fromStatus: 'scheduled', toStatus: 'in_progress' })));
    await waitFor(
      () => expect(screen.getByRole('link', { name: /^جارية/ })).toHaveTextContent('جارية1'),
      FEED_REFETCH,
    );
    expect(screen.getByRole('link', { name: /^مجدولة/ })).toHaveTextContent('مجدولة0');
  });

  it('counts a trip another operator has just planned for today (a plan message on the feed)', async () => {
    let planned = false;
    const { shell } = renderPage(<TripsStatusPage />, {
      url: pathTo('trips-status'),
      route,
      fetch: () => json(aMonitorToday(planned ? [aMonitorTrip({ status: 'scheduled' })] : [])),
    });
    await waitFor(() => expect(screen.getByRole('link', { name: /^مجدولة/ })).toHaveTextContent('مجدولة0'));
    planned = true;
    act(() => shell.emitFeed(aPlanChange('created')));
    await waitFor(
      () => expect(screen.getByRole('link', { name: /^مجدولة/ })).toHaveTextContent('مجدولة1'),
      FEED_REFETCH,
    );
  });
});
