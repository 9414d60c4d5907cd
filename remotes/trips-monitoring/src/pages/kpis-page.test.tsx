import type { KpiSummary, KpiTrip } from '@rihla/shared/contracts/kpis';
import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, within } from '@testing-library/react';
import { json, renderPage } from '../test/render-page';
import KpisPage from './kpis-page';

const route = routeOf('kpis');

const summary: KpiSummary = {
  from: '2026-03-01',
  to: '2026-03-02',
  toleranceMinutes: 5,
  trips: 3,
  schoolArrivals: { onTime: 1, late: 1, unrecorded: 0 },
  stopArrivals: { onTime: 3, late: 1, unrecorded: 1 },
  schoolLateMinutes: 8,
  stopLateMinutes: 8,
  kilometres: 4.4,
  serviceMinutes: 55,
  riders: 4,
  noShows: 2,
  seats: 50,
  seatFill: 0.08,
  alerts: [{ type: 'speeding', count: 2, acknowledged: 2, medianAckSeconds: 90 }],
  days: [
    { date: '2026-03-01', trips: 2, schoolOnTime: 0, schoolLate: 1, riders: 3 },
    { date: '2026-03-02', trips: 1, schoolOnTime: 1, schoolLate: 0, riders: 1 },
  ],
};

const lateTrip: KpiTrip = {
  tripId: '00000000-0000-4000-8000-00000000000a',
  date: '2026-03-01',
  name: 'Al-Malqa morning',
  direction: 'to_school',
  schoolNameAr: 'مدرسة الأندلس',
  schoolNameEn: 'Al-Andalus School',
  busPlate: '4821 KSA',
  driverName: 'Khalid',
  driverNameEn: null,
  capacity: 20,
  schoolArrival: 'late',
  schoolLateMinutes: 8,
  stopsOnTime: 1,
  stopsLate: 1,
  stopsUnrecorded: 0,
  stopLateMinutes: 8,
  kilometres: 2.2,
  serviceMinutes: 35,
  riders: 2,
  noShows: 1,
  alerts: 0,
};

function setup(url: string, locale: 'ar' | 'en') {
  const asked: { path: string; query: Record<string, string> }[] = [];
  const view = renderPage(<KpisPage />, {
    url,
    route,
    role: 'viewer',
    locale,
    fetch: async (request) => {
      const target = new URL(request.url);
      asked.push({ path: target.pathname, query: Object.fromEntries(target.searchParams) });
      if (target.pathname.endsWith('/kpis')) return json(summary);
      if (target.pathname.endsWith('/kpis/trips'))
        return json({ items: [lateTrip], total: 1, page: 1, pageSize: 20 });
      return json({ items: [], total: 0, page: 1, pageSize: 100 });
    },
  });
  return { ...view, asked };
}

describe('KPIs page', () => {
  it('shows the figures of the range in the URL and opens the trips behind one', async () => {
    const { asked } = setup(`${pathTo('kpis')}?from=2026-03-01&to=2026-03-02`, 'en');
    expect(await screen.findByText('On time 1 of 2')).toBeInTheDocument();
    expect(asked.find((a) => a.path.endsWith('/kpis'))?.query).toEqual({
      from: '2026-03-01',
      to: '2026-03-02',
    });
    expect(screen.getByText('4.4')).toBeInTheDocument();
    expect(screen.getByText('8%')).toBeInTheDocument();
    expect(screen.getByText('1:30')).toHaveAttribute('dir', 'ltr');

    fireEvent.click(screen.getByRole('button', { name: 'Show the trips behind: Late at school' }));
    const drawer = await screen.findByRole('dialog');
    const link = await within(drawer).findByRole('link', { name: 'Al-Malqa morning' });
    expect(link).toHaveAttribute('href', `/en${pathTo('trip-details', { id: lateTrip.tripId })}`);
    expect(within(drawer).getByText('Late · 8 min')).toBeInTheDocument();
    expect(asked.find((a) => a.path.endsWith('/kpis/trips'))?.query).toMatchObject({
      figure: 'schoolLate',
      from: '2026-03-01',
      to: '2026-03-02',
    });
  });

  it('refuses a range that ends before it starts without asking the API, in Arabic', async () => {
    const { asked } = setup(`${pathTo('kpis')}?from=2026-03-05&to=2026-03-01`, 'ar');
    expect(await screen.findByText('نهاية الفترة قبل بدايتها')).toBeInTheDocument();
    expect(asked.filter((a) => a.path.endsWith('/kpis'))).toEqual([]);
  });
});
