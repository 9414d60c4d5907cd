import '@rihla/shared/test/antd-test-polyfills';
import { GETTING_STARTED_STEPS } from '@rihla/shared/contracts/overview';
import { pathTo } from '@rihla/shared/routes/path-to';
import { json, renderRemotePage } from '@rihla/shared/test/render-remote-page';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import ar from '../i18n/locales/ar.json';
import en from '../i18n/locales/en.json';
import { GettingStartedCard } from './getting-started-card';

const none = Object.fromEntries(GETTING_STARTED_STEPS.map((step) => [step, false]));

function renderCard(done: Record<string, boolean>, locale: 'ar' | 'en' = 'en') {
  const asked: string[] = [];
  const view = renderRemotePage(
    <GettingStartedCard />,
    { namespace: 'translation', ar, en },
    {
      url: pathTo('overview'),
      route: pathTo('overview'),
      locale,
      role: 'admin',
      fetch: (request) => {
        asked.push(new URL(request.url).pathname);
        return json({ done });
      },
    },
  );
  return { ...view, asked };
}

afterEach(() => cleanup());

describe('the getting-started checklist', () => {
  it('links every step to its screen and ticks the ones done', async () => {
    renderCard({ ...none, company: true, schools: true, stops: true });
    const card = await screen.findByRole('region', { name: 'Set up Rihla' });
    expect(within(card).getByText(/^3 of 8 steps done/)).toBeTruthy();
    const company = within(card).getByRole('link', { name: "Fill in the company's details" });
    expect(company.getAttribute('href')).toBe(`/en${pathTo('settings-company')}`);
    expect(company.closest('li')!.textContent).toContain('Done');
    const trip = within(card).getByRole('link', { name: 'Plan the first trip' });
    expect(trip.getAttribute('href')).toBe(`/en${pathTo('trip-add')}`);
    expect(trip.closest('li')!.textContent).toContain('To do');
  });

  it('counts in Arabic with the dual form, on Arabic paths', async () => {
    renderCard({ ...none, company: true, operators: true }, 'ar');
    const card = await screen.findByRole('region', { name: 'جهّز رحلة للعمل' });
    expect(within(card).getByText(/^اكتملت خطوتان من 8/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'أضف المدارس التي تخدمها' }).getAttribute('href')).toBe(
      pathTo('settings-schools'),
    );
  });

  it('is gone once the first trip is planned', async () => {
    const { shell } = renderCard({ ...Object.fromEntries(GETTING_STARTED_STEPS.map((s) => [s, true])) });
    // The answer is in: the card chose not to show.
    await waitFor(() =>
      expect(shell.queryClient.getQueryData(['overview', 'getting-started'])).toBeDefined(),
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});
