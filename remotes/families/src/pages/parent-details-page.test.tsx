import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { screen } from '@testing-library/react';
import { aParent, page } from '../test/fixtures';
import { json, renderPage } from '../test/render-page';
import ParentDetailsPage from './parent-details-page';

describe('parent details', () => {
  it('shows children, guardians, pick-up people and the balance owed', async () => {
    renderPage(<ParentDetailsPage />, {
      url: pathTo('parent-details', { id: aParent().id }),
      route: routeOf('parent-details'),
      locale: 'en',
      fetch: (request) => {
        const path = new URL(request.url).pathname;
        if (path.endsWith('/history')) return json(page([]));
        if (path.endsWith('/subscriptions')) return json(page([]));
        return json(aParent());
      },
    });
    expect(await screen.findByRole('heading', { name: 'نورة سعد القحطاني' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reem Saad Al-Qahtani' })).toBeInTheDocument();
    expect(screen.getByText('Other guardians')).toBeInTheDocument();
    expect(screen.getByText('سعد محمد القحطاني')).toBeInTheDocument();
    expect(screen.getByText('فهد سعد القحطاني')).toBeInTheDocument();
    expect(screen.getByText('SAR 250.00')).toBeInTheDocument();
    expect(await screen.findByText('No subscriptions')).toBeInTheDocument();
  });
});
