import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { aLivePosition } from '@rihla/shared/test/test-live-position';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { aTripDetails, TRIP_ID } from '../test/fixtures';
import { aTripLive, STOP_ID } from '../test/monitor-fixtures';
import { json, renderPage } from '../test/render-page';
import TripTrackingMapPage from './trip-tracking-map-page';

const route = routeOf('trip-tracking-map');

const REPLAYED = [
  { at: '2026-11-23T03:15:00.000Z', lat: 24.65, lng: 46.72, speedKmh: 30 },
  { at: '2026-11-23T03:40:00.000Z', lat: 24.66, lng: 46.73, speedKmh: 0 },
];

/** The API paths the page asked for. */
const asked: string[] = [];

function setup(status: 'in_progress' | 'completed', locale: 'ar' | 'en' = 'ar') {
  return renderPage(<TripTrackingMapPage />, {
    url: pathTo('trip-tracking-map', { id: TRIP_ID }),
    route,
    locale,
    fetch: (request) => {
      const path = new URL(request.url).pathname;
      asked.push(path);
      if (path.endsWith('/geofences')) return json({ items: [], total: 0, page: 1, pageSize: 100 });
      if (path.endsWith('/live'))
        return json(status === 'completed' ? aTripLive({ positions: REPLAYED, onBoard: [] }) : aTripLive());
      if (path.endsWith(`/trips/${TRIP_ID}`)) return json(aTripDetails({ status, allowedMoves: [] }));
      return json({ mapTiles: null, timeZone: 'Asia/Riyadh' });
    },
  });
}

/** Where Leaflet placed the bus marker (left/top without 3D transforms, as in jsdom). */
function busAt(container: HTMLElement) {
  const marker = container.querySelector<HTMLElement>('.rihla-bus-marker');
  return marker ? `${marker.style.left},${marker.style.top},${marker.style.transform}` : undefined;
}

describe('trip tracking map', () => {
  it('moves the bus marker with each fix of the feed and shows the next stop and its ETA', async () => {
    const { container, shell } = setup('in_progress');
    expect(await screen.findByText('خلال دقيقتين')).toBeInTheDocument();
    expect(screen.getAllByText('مسجد الرحمة').length).toBeGreaterThan(0);
    await waitFor(() => expect(busAt(container)).toBeTruthy());
    const before = busAt(container);
    act(() =>
      shell.emitFeed({
        kind: 'position',
        data: aLivePosition({ tripId: TRIP_ID, lat: 24.659, nextStopId: STOP_ID, etaSeconds: 30 }),
      }),
    );
    await waitFor(() => expect(busAt(container)).not.toBe(before));
    expect(screen.getByText('خلال دقيقة واحدة')).toBeInTheDocument();
    // The zones are drawn faintly under the route, as on the overview (ADR 0062).
    expect(asked.some((path) => path.endsWith('/geofences'))).toBe(true);
  });

  it('keeps the bus at its newest fix when an older one arrives after it', async () => {
    const { container, shell } = setup('in_progress');
    await waitFor(() => expect(busAt(container)).toBeTruthy());
    const fix = (at: Date, lat: number) =>
      shell.emitFeed({
        kind: 'position',
        data: aLivePosition({
          tripId: TRIP_ID,
          at: at.toISOString(),
          lat,
          nextStopId: STOP_ID,
          etaSeconds: 30,
        }),
      });
    act(() => fix(new Date(), 24.659));
    await waitFor(() => expect(container.querySelector('.rihla-bus-marker')).toBeTruthy());
    const newest = busAt(container);
    act(() => fix(new Date(Date.now() - 5_000), 24.61));
    // Give a wrong move the time to render before checking none happened.
    await new Promise((r) => setTimeout(r, 50));
    expect(busAt(container)).toBe(newest);
  });

  it('replays a finished trip with a time slider', async () => {
    const { container } = setup('completed', 'en');
    const slider = await screen.findByRole('slider', { name: 'Replay time' });
    await waitFor(() => expect(busAt(container)).toBeTruthy());
    const clock = () => slider.closest('.ant-flex')?.textContent;
    expect(clock()).toMatch(/11\/23\/26 \d\d:40$/);
    fireEvent.keyDown(slider, { key: 'Home', keyCode: 36, which: 36 });
    await waitFor(() => expect(clock()).toMatch(/11\/23\/26 \d\d:15$/));
    expect(screen.getByText('Replay of the finished trip')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});
