import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { screen, within } from '@testing-library/react';
import { aDriver } from '../test/driver-fixture';
import { json, renderPage } from '../test/render-page';
import DriverListPage from './driver-list-page';

function setup(url: string) {
  return renderPage(<DriverListPage />, {
    url,
    route: routeOf('driver-list'),
    fetch: () => json({ items: [aDriver()], total: 1, page: 1, pageSize: 20 }),
  });
}

describe('driver list', () => {
  it('names each document of the driver in the reader’s language, never by its message key', async () => {
    setup(pathTo('driver-list'));
    const row = (await screen.findByText('سارة علي القحطاني')).closest('tr')!;
    for (const label of ['رخصة القيادة', 'الفحص الطبي', 'التحقق الأمني']) {
      expect(within(row).getByText(label)).toBeInTheDocument();
    }
    expect(row.textContent).not.toMatch(/driver\.documents/);
  });
});
