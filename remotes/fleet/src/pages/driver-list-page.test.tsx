import { pathTo } from '@rihla/shared/routes/path-to';
import { localizedPath } from '@rihla/shared/routes/route-table';
import { routeOf } from '@rihla/shared/test/route-of';
import { screen, within } from '@testing-library/react';
import { aDriver } from '../test/driver-fixture';
import { json, renderPage } from '../test/render-page';
import DriverListPage from './driver-list-page';

function setup(url: string, locale: 'ar' | 'en' = 'ar', people = [aDriver()]) {
  return renderPage(<DriverListPage />, {
    url: localizedPath(url, locale),
    route: routeOf('driver-list', locale),
    locale,
    fetch: () => json({ items: people, total: people.length, page: 1, pageSize: 20 }),
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
    expect(row.textContent).not.toContain('Sarah');
  });

  it('names each person in English on English pages, and by the Arabic name when there is no English one', async () => {
    setup(pathTo('driver-list'), 'en', [
      aDriver(),
      aDriver({ id: '6a1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d03', fullName: 'نايف سعد الشمري', fullNameEn: null }),
    ]);
    expect(await screen.findByRole('link', { name: 'Sarah Ali Al-Qahtani' })).toBeInTheDocument();
    expect(screen.queryByText('سارة علي القحطاني')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'نايف سعد الشمري' })).toBeInTheDocument();
  });
});
