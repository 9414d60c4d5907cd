import '@rihla/shared/test/antd-test-polyfills';
import { pathTo } from '@rihla/shared/routes/path-to';
import { json, renderRemotePage } from '@rihla/shared/test/render-remote-page';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ar from '../../i18n/locales/ar.json';
import en from '../../i18n/locales/en.json';
import { ZatcaPage } from './zatca-page';

const path = pathTo('settings-zatca');

const notOnboarded = {
  status: 'not_onboarded',
  environment: null,
  apiUrl: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal',
  certificateSerial: null,
  certificateExpiresAt: null,
  onboardedAt: null,
  csidRefusedAt: null,
  pendingReports: 0,
  lateReports: 0,
  rejectedDocuments: 0,
};
const onboarded = {
  ...notOnboarded,
  status: 'onboarded',
  environment: 'simulation',
  certificateSerial: '1A2B3C4D5E6F',
  certificateExpiresAt: '2027-12-07T10:00:00.000Z',
  onboardedAt: '2026-12-07T10:00:00.000Z',
};
const rejected = {
  uuid: '4d5e1a52-8f0c-4c1e-9a43-4f7a5f1b2c3d',
  icv: 42,
  kind: 'invoice',
  invoiceId: '7a1c2a4e-8b7d-4c1a-9e2f-1a2b3c4d5e6f',
  invoiceNumber: 1017,
  parentName: 'Sara Al-Harbi',
  issuedAt: '2026-12-07T09:00:00.000Z',
  messages: [{ type: 'ERROR', code: 'BR-KSA-25', message: "The buyer's name must be given in full" }],
};
const problem = (status: number, code: string, title: string, errors?: unknown[]) =>
  json({ type: 'about:blank', status, code, title, ...(errors ? { errors } : {}) }, status);

interface Asked {
  method: string;
  path: string;
  body: unknown;
}

/** The API as the page meets it: the view (the onboarding's answer once it succeeded) and the rejected list. */
function fakeZatcaApi(first: object, onboard: (body: unknown) => Response, items: unknown[]) {
  const asked: Asked[] = [];
  let view = first;
  const answer = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (request.method !== 'POST') {
      asked.push({ method: request.method, path: url.pathname, body: undefined });
      return url.pathname.endsWith('/zatca-documents/rejected') ? json({ items }) : json(view);
    }
    const body: unknown = JSON.parse(await request.text());
    asked.push({ method: 'POST', path: url.pathname, body });
    const answered = onboard(body);
    if (answered.ok) view = await answered.clone().json();
    return answered;
  };
  return { asked, answer };
}

function renderZatca(
  first: object,
  onboard: (body: unknown) => Response,
  locale: 'ar' | 'en' = 'en',
  items: unknown[] = [],
) {
  const api = fakeZatcaApi(first, onboard, items);
  const rendered = renderRemotePage(
    <ZatcaPage />,
    { namespace: 'translation', ar, en },
    { url: path, route: path, locale, role: 'admin', fetch: api.answer },
  );
  return { ...rendered, asked: api.asked, toasts: rendered.shell.toasts };
}

afterEach(() => cleanup());

async function fillAndSubmit(otp: string) {
  fireEvent.change(await screen.findByLabelText('Branch (organisational unit)'), {
    target: { value: 'Riyadh' },
  });
  fireEvent.change(screen.getByLabelText('Business category'), { target: { value: 'School transport' } });
  fireEvent.change(screen.getByLabelText('One-time password (OTP)'), { target: { value: otp } });
  fireEvent.click(screen.getByRole('button', { name: 'Onboard with ZATCA' }));
}

describe('the e-invoicing settings page', () => {
  it('onboards with the environment, branch, category and one-time password, and shows the certificate', async () => {
    const { asked, toasts } = renderZatca(notOnboarded, () => json(onboarded));
    expect(await screen.findByText('Not onboarded')).toBeTruthy();
    await fillAndSubmit('123456');
    await waitFor(() =>
      expect(toasts.map((toast) => toast.summary)).toContain(
        'Onboarded with ZATCA: documents are reported from now on',
      ),
    );
    expect(asked.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/v1/zatca/onboarding',
      body: { environment: 'sandbox', otp: '123456', branch: 'Riyadh', businessCategory: 'School transport' },
    });
    expect(await screen.findByText('1A2B3C4D5E6F')).toBeTruthy();
    expect(screen.getByText('Simulation')).toBeTruthy();
  });

  it('puts a wrong one-time password on its field, and checks its six digits before asking', async () => {
    const { asked } = renderZatca(notOnboarded, () =>
      problem(422, 'validation', 'Invalid', [
        {
          path: 'otp',
          code: 'zatca.invalidOtp',
          message: 'The one-time password is wrong or expired: make a new one on the FATOORA portal',
        },
      ]),
    );
    await fillAndSubmit('12a');
    expect(await screen.findByText('The one-time password is six digits')).toBeTruthy();
    expect(asked.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('One-time password (OTP)'), { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Onboard with ZATCA' }));
    expect(
      await screen.findByText(
        'The one-time password is wrong or expired: make a new one on the FATOORA portal',
      ),
    ).toBeTruthy();
  });

  it('shows the refused-certificate alarm, the late documents and the rejected ones with their messages, in Arabic', async () => {
    renderZatca(
      { ...onboarded, csidRefusedAt: '2026-12-07T11:00:00.000Z', lateReports: 3, rejectedDocuments: 1 },
      () => json(onboarded),
      'ar',
      [rejected],
    );
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('رفضت الهيئة شهادة الختم'),
      expect.stringContaining('3 مستندات لم تُبلَّغ'),
    ]);
    const row = (await screen.findByText('BR-KSA-25')).closest('tr')!;
    expect(within(row).getByText('Sara Al-Harbi')).toBeTruthy();
    expect(within(row).getByText("The buyer's name must be given in full")).toBeTruthy();
    expect(within(row).getByRole('link').getAttribute('href')).toContain('q=Sara%20Al-Harbi');
  });
});
