import type { OnBoard, OnBoardTrip } from '@rihla/shared/contracts/monitoring-screens';
import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { act, screen, waitFor, within } from '@testing-library/react';
import { aTripEvent, FEED_REFETCH } from '../test/monitor-fixtures';
import { json, renderPage } from '../test/render-page';
import OnBoardPage from './on-board-page';

const route = routeOf('on-board');

function aTrip(overrides: Partial<OnBoardTrip> = {}): OnBoardTrip {
  return {
    tripId: '7c0f8a52-46a4-4e35-9d8b-2f2d0d7bd001',
    name: 'الملز صباحًا',
    status: 'in_progress',
    schoolNameAr: 'مدرسة الأندلس',
    schoolNameEn: 'Al Andalus School',
    plateNumber: 'أ ب ج 1234',
    driverName: 'خالد العتيبي',
    driverNameEn: 'Khalid Al-Otaibi',
    attendantName: 'نورة القحطاني',
    riders: [
      {
        studentId: '7c0f8a52-46a4-4e35-9d8b-2f2d0d7bd101',
        nameAr: 'ريم سعد',
        nameEn: 'Reem Saad',
        grade: 3,
        boardedAt: '2026-12-08T05:12:00.000Z',
      },
    ],
    ...overrides,
  };
}

const answer = (trips: OnBoardTrip[]): OnBoard => ({ date: '2026-12-08', trips });

describe('who is on which bus now', () => {
  it("shows each running trip's bus, crew and riders on board to a school's staff, and refreshes from the feed", async () => {
    let calls = 0;
    const { shell } = renderPage(<OnBoardPage />, {
      url: pathTo('on-board'),
      route,
      role: 'school',
      fetch: (request) => {
        expect(new URL(request.url).pathname).toBe('/api/v1/monitoring/on-board');
        calls += 1;
        return json(answer([aTrip(calls > 1 ? { riders: [] } : {})]));
      },
    });
    const card = (await screen.findByRole('link', { name: 'الملز صباحًا' })).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(within(card).getByRole('link', { name: 'الملز صباحًا' })).toHaveAttribute(
      'href',
      pathTo('trip-details', { id: aTrip().tripId }),
    );
    expect(card).toHaveTextContent('مدرسة الأندلس');
    expect(card).toHaveTextContent('أ ب ج 1234');
    expect(card).toHaveTextContent('خالد العتيبي');
    expect(card).toHaveTextContent('نورة القحطاني');
    expect(within(card).getByRole('region', { name: 'الركاب على متن الملز صباحًا' })).toHaveTextContent(
      'ريم سعد',
    );
    expect(card).toHaveTextContent('راكب واحد');
    // A rider dropped off: the feed's event refetches, and nobody is left on board.
    act(() => shell.emitFeed(aTripEvent('alighted')));
    await waitFor(() => expect(card).toHaveTextContent('لا أحد على متن الحافلة الآن'), FEED_REFETCH);
  });

  it('says so when no bus is on a trip, in English too', async () => {
    renderPage(<OnBoardPage />, {
      url: pathTo('on-board'),
      route,
      locale: 'en',
      role: 'school',
      fetch: () => json(answer([])),
    });
    expect(await screen.findByText('No bus is on a trip now')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who is on which bus now' })).toBeInTheDocument();
  });

  it('names the driver by their Latin spelling on the English page', async () => {
    renderPage(<OnBoardPage />, {
      url: pathTo('on-board'),
      route,
      locale: 'en',
      role: 'school',
      fetch: () => json(answer([aTrip()])),
    });
    expect(await screen.findByText('Khalid Al-Otaibi')).toBeInTheDocument();
    expect(screen.queryByText('خالد العتيبي')).toBeNull();
  });
});
