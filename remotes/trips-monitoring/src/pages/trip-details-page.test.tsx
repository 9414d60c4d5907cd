import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { act, screen, waitFor, within } from '@testing-library/react';
import { aTripDetails, TRIP_ID } from '../test/fixtures';
import {
  aStatusMove,
  aTripEvent,
  aTripLive,
  FEED_REFETCH,
  RIDER_ID,
  STOP_ID,
} from '../test/monitor-fixtures';
import { json, renderPage } from '../test/render-page';
import TripDetailsPage from './trip-details-page';

const route = routeOf('trip-details');
const url = pathTo('trip-details', { id: TRIP_ID });

describe('trip details', () => {
  it('shows the timeline with what the bus reported, who is on board now and the stops reached', async () => {
    let detailCalls = 0;
    const base = aTripDetails({ status: 'in_progress', allowedMoves: ['completed', 'disrupted'] });
    const arrival = {
      ...base.events[0]!,
      id: 'e2',
      type: 'stop_arrival' as const,
      toStatus: null,
      actorName: null,
      stopId: STOP_ID,
      at: '2026-11-23T03:25:00.000Z',
    };
    const boarded = { ...arrival, id: 'e3', type: 'boarded' as const, stopId: null, studentId: RIDER_ID };
    const { shell } = renderPage(<TripDetailsPage />, {
      url,
      route,
      fetch: (request) => {
        const path = new URL(request.url).pathname;
        if (path.endsWith('/live')) return json(aTripLive());
        if (path.endsWith(`/trips/${TRIP_ID}`)) {
          detailCalls += 1;
          return json({
            ...base,
            events: detailCalls > 1 ? [...base.events, arrival, boarded] : [...base.events, arrival],
          });
        }
        return json({ mapTiles: null, timeZone: 'Asia/Riyadh' });
      },
    });
    expect(await screen.findByText('وصل إلى المحطة — مسجد الرحمة')).toBeInTheDocument();
    const riders = screen.getByText('الركاب · على متن الحافلة الآن: 1').closest('.ant-card') as HTMLElement;
    expect(within(riders).getByLabelText('ريم خالد')).toHaveTextContent('على متن الحافلة');
    expect(within(riders).getByLabelText('سارة علي')).toHaveTextContent('لا يركب اليوم');
    expect(screen.getByRole('button', { name: 'إنهاء الرحلة' })).toBeInTheDocument();
    // A boarding on the feed refetches the timeline.
    act(() => shell.emitFeed(aTripEvent('boarded')));
    expect(await screen.findByText('صعد الحافلة — ريم خالد', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('shows a move made by another operator as soon as the feed reports it', async () => {
    let completed = false;
    const { shell } = renderPage(<TripDetailsPage />, {
      url,
      route,
      fetch: (request) => {
        const path = new URL(request.url).pathname;
        if (path.endsWith('/live')) return json(aTripLive({ onBoard: [] }));
        if (path.endsWith(`/trips/${TRIP_ID}`))
          return json(
            completed
              ? aTripDetails({ status: 'completed', allowedMoves: [], version: 3 })
              : aTripDetails({ status: 'in_progress', allowedMoves: ['completed', 'disrupted'], version: 2 }),
          );
        return json({ mapTiles: null, timeZone: 'Asia/Riyadh' });
      },
    });
    expect(await screen.findByRole('button', { name: 'إنهاء الرحلة' })).toBeInTheDocument();
    completed = true;
    act(() => shell.emitFeed(aStatusMove({ fromStatus: 'in_progress', toStatus: 'completed' })));
    await waitFor(
      () => expect(screen.queryByRole('button', { name: 'إنهاء الرحلة' })).not.toBeInTheDocument(),
      FEED_REFETCH,
    );
    expect(screen.getAllByText('مكتملة').length).toBeGreaterThan(0);
  });
});
