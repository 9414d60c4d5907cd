import '@rihla/shared/test/antd-test-polyfills';
import { defaultAlertRule } from '@rihla/shared/contracts/alert-rules';
import { ALERT_TYPES } from '@rihla/shared/contracts/monitoring';
import { pathTo } from '@rihla/shared/routes/path-to';
import { json, renderRemotePage } from '@rihla/shared/test/render-remote-page';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ar from '../../i18n/locales/ar.json';
import en from '../../i18n/locales/en.json';
import { AlertRulesPage } from './alert-rules-page';

const path = pathTo('settings-alert-rules');
const LEAD = { id: '5b0c2a4e-8b7d-4c1a-9e2f-1a2b3c4d5e6f', name: 'Hind Al-Otaibi', role: 'dispatcher' };

function renderRules() {
  const puts: { path: string; body: Record<string, unknown> }[] = [];
  const view = renderRemotePage(
    <AlertRulesPage />,
    { namespace: 'translation', ar, en },
    {
      url: path,
      route: path,
      locale: 'en',
      role: 'admin',
      fetch: async (request) => {
        const { pathname } = new URL(request.url);
        if (request.method === 'PUT') {
          const body = JSON.parse(await request.text());
          puts.push({ path: pathname, body });
          return json({ ...defaultAlertRule('speeding'), ...body, version: 1 });
        }
        if (pathname.endsWith('/alert-operators')) return json([LEAD]);
        return json(ALERT_TYPES.map(defaultAlertRule));
      },
    },
  );
  return { ...view, puts, toasts: view.shell.toasts };
}

configure({ asyncUtilTimeout: 8000 });
afterEach(() => cleanup());

describe('the alert rules page', () => {
  it("lists every kind's rule with its defaults, and saves a new speed limit", async () => {
    const { puts, toasts } = renderRules();
    const speeding = (await screen.findByText('Speeding')).closest('tr')!;
    expect(within(speeding).getByText('80 km/h')).toBeTruthy();
    expect(within(speeding).getByText('No escalation')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit the rule of Speeding' }));
    fireEvent.change(await screen.findByLabelText('Speed limit (km/h)'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the rule' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      path: '/api/v1/alert-rules/speeding',
      body: { threshold: 60, version: 0 },
    });
    await waitFor(() =>
      expect(toasts.map((toast) => toast.summary)).toContain('The rule of Speeding is saved'),
    );
  });

  it('refuses the console channel once its last role is removed, in words, and sends nothing', async () => {
    const { puts } = renderRules();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the rule of SOS' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(drawer).getByLabelText('Operators by role'));
    for (const role of ['Administrator', 'Dispatcher', 'Viewer']) {
      const tag = within(drawer)
        .getAllByText(role)
        .find((node) => node.closest('.ant-select-selection-item'));
      fireEvent.click(
        tag!.closest('.ant-select-selection-item')!.querySelector('.ant-select-selection-item-remove')!,
      );
    }
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save the rule' }));
    expect(await within(drawer).findByText(/A channel is on with nobody to receive it/)).toBeTruthy();
    expect(puts).toEqual([]);
  });
});
