import '@rihla/shared/test/antd-test-polyfills';
import { pathTo } from '@rihla/shared/routes/path-to';
import { ROUTES } from '@rihla/shared/routes/route-table';
import { renderRemotePage } from '@rihla/shared/test/render-remote-page';
import { cleanup, screen } from '@testing-library/react';
import ar from '../../i18n/locales/ar.json';
import en from '../../i18n/locales/en.json';
import { SettingsIndexPage } from './settings-index-page';

function renderIndex(locale: 'ar' | 'en', role: 'admin' | 'dispatcher' = 'admin') {
  return renderRemotePage(
    <SettingsIndexPage />,
    { namespace: 'translation', ar, en },
    { url: pathTo('settings'), route: pathTo('settings'), locale, role, fetch: () => new Response('{}') },
  );
}

afterEach(() => cleanup());

const settingsPages = ROUTES.filter((route) => route.area === 'settings' && route.page !== 'settings');

describe('the settings index', () => {
  it('links to every settings page of the route table and to no other, in English', () => {
    renderIndex('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    const links = screen.queryAllByRole('link');
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(
      settingsPages.map((route) => `/en${route.path}`).sort(),
    );
  });

  it('names its sections in Arabic, with Arabic paths', () => {
    renderIndex('ar');
    expect(screen.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeTruthy();
    for (const link of screen.queryAllByRole('link')) expect(link.getAttribute('href')).not.toMatch(/^\/en/);
  });

  it('shows a dispatcher the forbidden view and no section', () => {
    renderIndex('en', 'dispatcher');
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('You do not have access to this page')).toBeTruthy();
  });
});
