import type { TripLive } from '@rihla/shared/contracts/monitoring';
import type { TripManifest } from '@rihla/shared/contracts/trip-manifest';
import type { TripDetails } from '@rihla/shared/contracts/trips';
import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { act, screen, waitFor, within } from '@testing-library/react';
import { aTripDetails, TRIP_ID } from '../test/fixtures';
import {
  aStatusMove,
  aTripEvent,
  aTripLive,
  aTripManifest,
  FEED_REFETCH,
  RIDER_ID,
  STOP_ID,
} from '../test/monitor-fixtures';
import { json, renderPage } from '../test/render-page';
import TripDetailsPage from './trip-details-page';

const route = routeOf('trip-details');
const url = pathTo('trip-details', { id: TRIP_ID });

/** The page on the trip, each answer read when asked (a test changes what the next refetch sees). */
function renderTrip(answers: { details: () => TripDetails; live?: TripLive; manifest?: () => TripManifest }) {
  return renderPage(<TripDetailsPage />, {
    url,
    route,
    fetch: (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/live')) return json(answers.live ?? aTripLive({ onBoard: [] }));
      if (path.endsWith('/manifest')) return json(answers.manifest?.() ?? aTripManifest());
      if (path.endsWith(`/trips/${TRIP_ID}`)) return json(answers.details());
      return json({ mapTiles: null, timeZone: 'Asia/Riyadh' });
    },
  });
}

describe('trip details', () => {
  it('shows the timeline with what the bus reported, the manifest and the stops reached', async () => {
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
    // An alert about a zone names it (ADR 0062).
    const zoneAlert = {
      ...arrival,
      id: 'e4',
      type: 'alert' as const,
      stopId: null,
      detail: 'zone_entered',
      zone: { id: 'z1', nameAr: 'شارع السوق المغلق', nameEn: 'Closed market street' },
    };
    const { shell } = renderTrip({
      live: aTripLive(),
      details: () => {
        detailCalls += 1;
        return {
          ...base,
          events:
            detailCalls > 1
              ? [...base.events, arrival, zoneAlert, boarded]
              : [...base.events, arrival, zoneAlert],
        };
      },
    });
    expect(await screen.findByText('وصل إلى المحطة — مسجد الرحمة')).toBeInTheDocument();
    expect(screen.getByText('تنبيه — دخول منطقة محظورة · المنطقة شارع السوق المغلق')).toBeInTheDocument();
    const riders = (await screen.findByText('قائمة الركاب')).closest('.ant-card') as HTMLElement;
    expect(within(riders).getByLabelText('ريم خالد')).toHaveTextContent('في الحافلة');
    expect(within(riders).getByLabelText('سارة علي')).toHaveTextContent('غائب بإبلاغ');
    expect(screen.getByRole('button', { name: 'إنهاء الرحلة' })).toBeInTheDocument();
    // A boarding on the feed refetches the timeline.
    act(() => shell.emitFeed(aTripEvent('boarded')));
    expect(await screen.findByText('صعد الحافلة — ريم خالد', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('shows a move made by another operator as soon as the feed reports it', async () => {
    let completed = false;
    const { shell } = renderTrip({
      details: () =>
        completed
          ? aTripDetails({ status: 'completed', allowedMoves: [], version: 3 })
          : aTripDetails({ status: 'in_progress', allowedMoves: ['completed', 'disrupted'], version: 2 }),
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

  it('keeps the manifest live: a no-show and the end-of-route walk appear as the feed reports them', async () => {
    let walked = false;
    const { shell } = renderTrip({
      details: () => aTripDetails({ status: 'in_progress', allowedMoves: ['completed', 'disrupted'] }),
      manifest: () =>
        walked
          ? aTripManifest({
              riders: [
                {
                  studentId: RIDER_ID,
                  stopId: STOP_ID,
                  state: 'no_show',
                  at: '2026-11-23T03:26:00.000Z',
                },
                aTripManifest().riders[1]!,
              ],
              walk: {
                at: '2026-11-23T04:10:00.000Z',
                by: 'مرافقة الحافلة',
                accounted: 0,
                lat: 24.72011,
                lng: 46.70032,
                current: true,
              },
            })
          : aTripManifest({
              riders: [
                { studentId: RIDER_ID, stopId: STOP_ID, state: 'unaccounted', at: null },
                aTripManifest().riders[1]!,
              ],
            }),
    });
    const riders = (await screen.findByText('قائمة الركاب')).closest('.ant-card') as HTMLElement;
    expect(within(riders).getByLabelText('ريم خالد')).toHaveTextContent('لم يُسجَّل بعد');
    expect(within(riders).getByLabelText('عدد الركاب حسب الحالة')).toHaveTextContent('لم يُسجَّل بعد: 1');
    expect(within(riders).getByText('لم تُسجَّل جولة نهاية الرحلة بعد')).toBeInTheDocument();

    walked = true;
    act(() => shell.emitFeed(aTripEvent('empty_confirmed')));
    expect(
      await within(riders).findByText('تمت جولة نهاية الرحلة: الحافلة خالية', {}, FEED_REFETCH),
    ).toBeInTheDocument();
    expect(within(riders).getByLabelText('ريم خالد')).toHaveTextContent('لم يحضر للمحطة');
    expect(within(riders).getByText('أكّدها: مرافقة الحافلة')).toBeInTheDocument();
    expect(within(riders).getByText('لم يكن أحد على متن الحافلة')).toBeInTheDocument();
    expect(within(riders).getByText('24.72011, 46.70032')).toHaveAttribute('dir', 'ltr');
  });
});
