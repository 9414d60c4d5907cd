import { pathTo, withQuery } from './path-to';
import { ROUTES } from './route-table';

describe('pathTo', () => {
  it('builds every page of the route table from its key', () => {
    for (const route of ROUTES) {
      const built = route.path.includes(':id')
        ? pathTo(route.page as 'bus-update', { id: 'x' })
        : pathTo(route.page as 'bus-list');
      expect(built).toBe(route.path.replace(':id', 'x'));
    }
  });

  it('puts the id in its place, encoded', () => {
    expect(pathTo('bus-update', { id: 'a/b' })).toBe('/dashboard/bus-screen/update-bus/a%2Fb');
    expect(pathTo('settlement-compose')).toBe('/dashboard/settlement/settlement-details');
  });

  it('adds a query string only when there is one', () => {
    expect(withQuery(pathTo('trip-list'), { status: 'disrupted' })).toBe(
      '/dashboard/trip-screen?status=disrupted',
    );
    expect(withQuery(pathTo('trip-list'), {})).toBe('/dashboard/trip-screen');
  });

  it('refuses an unknown page or a missing id at compile time', () => {
    // @ts-expect-error not a page of the route table
    expect(() => pathTo('bus-screen')).toThrow();
    // @ts-expect-error bus-update needs its id
    expect(pathTo('bus-update')).toBe('/dashboard/bus-screen/update-bus/:id');
  });
});
