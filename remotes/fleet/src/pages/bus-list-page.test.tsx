import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { aBus } from '../test/bus-fixture';
import { json, renderPage } from '../test/render-page';
import BusListPage from './bus-list-page';

const path = pathTo('bus-list');

function listOf(...items: ReturnType<typeof aBus>[]) {
  return json({ items, total: 45, page: 1, pageSize: 20 });
}

function setup(
  url: string,
  options: { role?: 'viewer' | 'dispatcher'; onRequest?: (r: Request) => Response } = {},
) {
  const requests: Request[] = [];
  const view = renderPage(<BusListPage />, {
    url,
    route: routeOf('bus-list'),
    role: options.role,
    fetch: (request) => {
      requests.push(request);
      return options.onRequest?.(request) ?? listOf(aBus());
    },
  });
  const lastQuery = () => new URL(requests.at(-1)?.url ?? 'http://x').searchParams;
  return { ...view, requests, lastQuery };
}

describe('bus list', () => {
  it('asks the API for the query in the URL and exports the same search', async () => {
    const { lastQuery } = setup(`${path}?q=coaster&status=maintenance&page=2&sort=year:desc`);
    await screen.findByText('Toyota Coaster');
    expect(Object.fromEntries(lastQuery())).toEqual({
      q: 'coaster',
      status: 'maintenance',
      page: '2',
      sort: 'year:desc',
    });
    expect(screen.getByRole('link', { name: /تصدير CSV/ })).toHaveAttribute(
      'href',
      '/api/v1/buses/export.csv?q=coaster&status=maintenance&sort=year%3Adesc&lang=ar',
    );
    expect(screen.getByRole('searchbox')).toHaveValue('coaster');
  });

  it('sorts by a column through the URL and starts again from page 1', async () => {
    const { lastQuery } = setup(`${path}?q=coaster&page=3`);
    await screen.findByText('Toyota Coaster');
    fireEvent.click(screen.getByRole('columnheader', { name: /الطراز/ }));
    await waitFor(() =>
      expect(screen.getByTestId('url')).toHaveTextContent(`${path}?q=coaster&sort=model%3Aasc`),
    );
    await waitFor(() => expect(lastQuery().get('sort')).toBe('model:asc'));
    expect(lastQuery().get('page')).toBeNull();
  });

  it('keeps the search when sorting after typing it', async () => {
    setup(path);
    await screen.findByText('Toyota Coaster');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'coaster' } });
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(`${path}?q=coaster`));
    fireEvent.click(screen.getByRole('columnheader', { name: /سنة الصنع/ }));
    await waitFor(() =>
      expect(screen.getByTestId('url')).toHaveTextContent(`${path}?q=coaster&sort=year%3Aasc`),
    );
  });

  it('searches once the operator pauses typing', async () => {
    const { requests } = setup(path);
    await screen.findByText('Toyota Coaster');
    const before = requests.length;
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '1234' } });
    expect(screen.getByTestId('url')).toHaveTextContent(new RegExp(`^${path}$`));
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(`${path}?q=1234`));
    await waitFor(() => expect(requests.length).toBe(before + 1));
  });

  it('tags each bus with its service state and asks the API for the buses whose service is due', async () => {
    const overdue = aBus({
      id: '3f6c1a52-2b1e-4d0a-9c57-1f0e8b7a6d02',
      plateNumber: '5678 XYZ',
      service: { ...aBus().service, state: 'overdue' },
    });
    const { lastQuery } = setup(path, {
      onRequest: () =>
        listOf(
          aBus({ service: { ...aBus().service, state: 'dueSoon' } }),
          overdue,
          aBus({ id: '3f6c1a52-2b1e-4d0a-9c57-1f0e8b7a6d03', service: { ...aBus().service, state: null } }),
        ),
    });
    const row = (await screen.findByText('5678 XYZ')).closest('tr')!;
    expect(within(row).getByText('متأخرة')).toBeInTheDocument();
    expect(screen.getByText('تحل قريبًا')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByLabelText('الصيانة الدورية'));
    fireEvent.click(await screen.findByText('صيانة تحل قريبًا أو متأخرة'));
    await waitFor(() => expect(lastQuery().get('service')).toBe('due'));
  });

  it('shows plates in an LTR island and warns about expired and expiring documents', async () => {
    setup(path, {
      onRequest: () =>
        listOf(
          aBus({
            insuranceExpiry: dayjs().subtract(1, 'day').format('YYYY-MM-DD'),
            inspectionExpiry: dayjs().add(10, 'day').format('YYYY-MM-DD'),
          }),
        ),
    });
    const plate = await screen.findByText('1234 ABD');
    expect(plate.closest('[dir="ltr"]')).not.toBeNull();
    expect(screen.getByText('منتهي')).toBeInTheDocument();
    expect(screen.getByText('ينتهي خلال 10 أيام')).toBeInTheDocument();
  });

  it('deletes the version the operator saw after confirmation', async () => {
    const { requests, shell } = setup(path, {
      onRequest: (r) => (r.method === 'DELETE' ? new Response(null, { status: 204 }) : listOf(aBus())),
    });
    await screen.findByText('Toyota Coaster');
    fireEvent.click(screen.getByRole('button', { name: 'حذف 1234 ABD' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: /حذف/ }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    const deletion = requests.find((r) => r.method === 'DELETE');
    expect(new URL(deletion?.url ?? '').searchParams.get('version')).toBe('3');
    await waitFor(() => expect(shell.toasts[0]).toMatchObject({ severity: 'success' }));
  });

  it('offers no add, edit or delete to a viewer', async () => {
    setup(path, { role: 'viewer' });
    await screen.findByText('Toyota Coaster');
    expect(screen.queryByRole('button', { name: /إضافة حافلة/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /حذف/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /تعديل/ })).not.toBeInTheDocument();
  });
});
