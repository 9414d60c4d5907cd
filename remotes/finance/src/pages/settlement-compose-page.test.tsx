import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen } from '@testing-library/react';
import { json, renderPage } from '../test/render-page';
import SettlementComposePage from './settlement-compose-page';

describe('settlement compose', () => {
  it('asks for the driver and the period on their fields, with no page error, and asks the API nothing', async () => {
    const previews: Request[] = [];
    renderPage(<SettlementComposePage />, {
      url: pathTo('settlement-compose'),
      route: routeOf('settlement-compose'),
      role: 'finance',
      fetch: (request) => {
        if (new URL(request.url).pathname.endsWith('/settlements/preview')) previews.push(request);
        return json({ items: [], total: 0, page: 1, pageSize: 20 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'احسب' }));
    expect(await screen.findByText('اختر السائق')).toBeInTheDocument();
    expect(screen.getAllByText('اختر التاريخ')).toHaveLength(2);
    expect(previews).toEqual([]);
  });
});
