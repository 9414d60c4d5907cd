import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { anAlert } from '@rihla/shared/test/test-alert';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { json, renderPage } from '../test/render-page';
import AlertCentrePage from './alert-centre-page';

const route = routeOf('alert-centre');

function setup(url: string, role: 'dispatcher' | 'viewer' = 'dispatcher', locale: 'ar' | 'en' = 'ar') {
  const queries: URLSearchParams[] = [];
  const actions: unknown[] = [];
  const view = renderPage(<AlertCentrePage />, {
    url,
    route,
    role,
    locale,
    fetch: async (request) => {
      const target = new URL(request.url);
      if (target.pathname.endsWith('/actions')) {
        actions.push(await request.json());
        return json(anAlert({ status: 'acknowledged', acknowledgedBy: 'Op' }));
      }
      queries.push(target.searchParams);
      return json({
        items: [
          anAlert(),
          anAlert({ id: 'a2', type: 'speeding', value: 96, status: 'acknowledged', acknowledgedBy: 'هند' }),
          anAlert({
            id: 'a4',
            type: 'speeding',
            value: 45,
            rule: { version: 0, threshold: 30 },
            zoneId: 'z1',
            zoneNameAr: 'شارع المدرسة',
            zoneNameEn: 'School street',
            status: 'resolved',
          }),
          anAlert({ id: 'a5', type: 'late_start', value: 25, status: 'resolved' }),
        ],
        total: 4,
        page: 1,
        pageSize: 20,
      });
    },
  });
  return { ...view, queries, actions };
}

describe('alert centre', () => {
  it('lists the alerts of the filters in the URL and acknowledges one', async () => {
    const { queries, actions, shell } = setup(`${pathTo('alert-centre')}?status=open&type=sos`);
    expect(await screen.findByText('بواسطة هند')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0]!)).toEqual({ status: 'open', type: 'sos' });
    expect(screen.getByText('سرعة زائدة · 96 كم/س')).toBeInTheDocument();
    // A zone's own speed limit: the alert names the zone and the limit it broke.
    expect(screen.getByText('المنطقة: شارع المدرسة')).toBeInTheDocument();
    expect(screen.getByText('سرعة زائدة · 45 كم/س')).toBeInTheDocument();
    expect(screen.getByText('تأخر بدء الرحلة · متأخرة 25 دقيقة')).toBeInTheDocument();
    expect(screen.getAllByText('4821 KSA')[0]).toHaveAttribute('dir', 'ltr');
    fireEvent.click(screen.getByRole('button', { name: 'استلام' }));
    await waitFor(() => expect(actions).toEqual([{ action: 'acknowledge' }]));
    await waitFor(() => expect(shell.toasts.at(-1)?.summary).toBe('تم استلام التنبيه'));
  });

  it('refetches when an alert comes on the feed, and shows a viewer no actions', async () => {
    const { queries, shell } = setup(pathTo('alert-centre'), 'viewer', 'en');
    expect(await screen.findByText('Speeding · 96 km/h')).toBeInTheDocument();
    expect(screen.getByText('Zone: School street')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    const before = queries.length;
    act(() => shell.emitFeed({ kind: 'alert', data: anAlert({ id: 'a3' }) }));
    await waitFor(() => expect(queries.length).toBeGreaterThan(before), { timeout: 4000 });
  });
});
