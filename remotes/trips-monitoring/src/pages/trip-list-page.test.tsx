import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { screen } from '@testing-library/react';
import { aTrip, emptyList } from '../test/fixtures';
import { json, renderPage } from '../test/render-page';
import TripListPage from './trip-list-page';

const route = routeOf('trip-list');
const list = pathTo('trip-list');

function setup(
  url: string,
  locale: 'ar' | 'en' = 'ar',
  role: 'dispatcher' | 'viewer' | 'school' = 'dispatcher',
) {
  const requests: URL[] = [];
  renderPage(<TripListPage />, {
    url,
    route,
    locale,
    role,
    fetch: (request) => {
      const target = new URL(request.url);
      requests.push(target);
      if (target.pathname.endsWith('/trips'))
        return json({ items: [aTrip()], total: 1, page: 1, pageSize: 20 });
      return json(emptyList());
    },
  });
  const tripQuery = () => requests.filter((r) => r.pathname.endsWith('/trips')).at(-1)?.searchParams;
  return { tripQuery, requests };
}

describe('trip list', () => {
  it('asks the API for the filters in the URL and exports the same query as CSV', async () => {
    const { tripQuery } = setup(
      `${list}?date=2026-11-23&status=scheduled&busId=33333333-3333-4333-8333-333333333333`,
    );
    expect(await screen.findByRole('link', { name: 'الملز - ذهاب' })).toHaveAttribute(
      'href',
      pathTo('trip-update', { id: '11111111-1111-4111-8111-111111111111' }),
    );
    expect(Object.fromEntries(tripQuery()!)).toEqual({
      date: '2026-11-23',
      status: 'scheduled',
      busId: '33333333-3333-4333-8333-333333333333',
    });
    expect(screen.getByRole('link', { name: /تصدير CSV/ })).toHaveAttribute(
      'href',
      '/api/v1/trips/export.csv?date=2026-11-23&status=scheduled&busId=33333333-3333-4333-8333-333333333333&lang=ar',
    );
    expect(screen.getAllByText('مجدولة').length).toBeGreaterThan(0);
    expect(screen.getByText('2 من 3')).toBeInTheDocument();
  });

  it("reads in English with the plate left to right and the driver's Latin name", async () => {
    setup(list, 'en');
    expect(await screen.findByText('Al-Andalus School')).toBeInTheDocument();
    expect(screen.getByText('4821 KSA')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('To school')).toBeInTheDocument();
    expect(screen.getByText('Khalid Abdullah Al-Otaibi')).toBeInTheDocument();
    expect(screen.queryByText('خالد عبدالله العتيبي')).toBeNull();
  });

  it('offers a dispatcher to add a trip', async () => {
    setup(list);
    expect(await screen.findByRole('button', { name: /إضافة رحلة/ })).toBeInTheDocument();
  });

  it('shows a viewer no add button', async () => {
    setup(list, 'ar', 'viewer');
    await screen.findByRole('link', { name: 'الملز - ذهاب' });
    expect(screen.queryByRole('button', { name: /إضافة رحلة/ })).not.toBeInTheDocument();
  });

  it("shows a school's staff their trips without the fleet's filters, and asks nothing of the fleet", async () => {
    const { requests } = setup(list, 'en', 'school');
    await screen.findByRole('link', { name: 'الملز - ذهاب' });
    expect(screen.queryByLabelText('Bus')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Driver')).not.toBeInTheDocument();
    expect(screen.getByLabelText('School')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add trip/ })).not.toBeInTheDocument();
    expect(requests.filter((r) => /\/(buses|drivers)$/.test(r.pathname))).toEqual([]);
  });
});
