import '@rihla/shared/test/antd-test-polyfills';
import { pathTo } from '@rihla/shared/routes/path-to';
import { json, renderRemotePage } from '@rihla/shared/test/render-remote-page';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import ar from '../../i18n/locales/ar.json';
import en from '../../i18n/locales/en.json';
import { CompanyPage } from './company-page';

const path = pathTo('settings-company');

const company = {
  id: '7a1c2a4e-8b7d-4c1a-9e2f-1a2b3c4d5e6f',
  version: 2,
  createdAt: '2026-09-01T08:00:00.000Z',
  updatedAt: '2026-09-01T08:00:00.000Z',
  legalNameAr: 'شركة رحلة للنقل المدرسي',
  legalNameEn: 'Rihla School Transport Co.',
  crNumber: '1010123456',
  vatNumber: null,
  address: null,
  phone: '920012345',
  logo: null,
  currency: 'SAR',
  timeZone: 'Asia/Riyadh',
  vatRegistered: false,
  pricesIncludeVat: true,
  buildingNumber: null,
  street: null,
  district: null,
  city: null,
  postalCode: null,
  absenceCutoffMinutes: 30,
  onTimeToleranceMinutes: 5,
  secondFactorRequired: 'optional',
  rememberDeviceDays: 30,
};

interface Asked {
  method: string;
  path: string;
  body: unknown;
}

function renderCompany(answer: (asked: Asked) => Response | undefined, locale: 'ar' | 'en' = 'en') {
  const asked: Asked[] = [];
  const view = renderRemotePage(
    <CompanyPage />,
    { namespace: 'translation', ar, en },
    {
      url: path,
      route: path,
      locale,
      role: 'admin',
      fetch: async (request) => {
        const { pathname } = new URL(request.url);
        const text = request.method === 'GET' ? '' : await request.text();
        const call = { method: request.method, path: pathname, body: text ? JSON.parse(text) : undefined };
        asked.push(call);
        if (pathname.endsWith('/history')) return json({ items: [], total: 0, page: 1, pageSize: 20 });
        return answer(call) ?? json(company);
      },
    },
  );
  return { ...view, asked, toasts: view.shell.toasts };
}

afterEach(() => cleanup());

const puts = (asked: Asked[]) => asked.filter((call) => call.method === 'PUT');

describe('the company page', () => {
  it('names the details a VAT-registered company still lacks, and saves the national address', async () => {
    const registered = { ...company, vatRegistered: true };
    const { asked } = renderCompany((call) =>
      call.method === 'PUT'
        ? json({ ...registered, ...(call.body as object), version: 3 })
        : json(registered),
    );
    expect(await screen.findByText('The VAT number is missing')).toBeTruthy();
    expect(screen.getByText("The national address's building number is missing")).toBeTruthy();
    expect(screen.queryByText('The commercial registration number is missing')).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Building number/), { target: { value: '2322' } });
    fireEvent.change(screen.getByLabelText(/^Postal code/), { target: { value: '12214' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(asked)).toHaveLength(1));
    expect(puts(asked)[0]!.body).toMatchObject({
      vatRegistered: true,
      pricesIncludeVat: true,
      buildingNumber: '2322',
      postalCode: '12214',
    });
  });

  it('saves the details with digits only, and saves again at the version it wrote (with the on-time tolerance)', async () => {
    const { asked, toasts } = renderCompany((call) =>
      call.method === 'PUT'
        ? json({
            ...company,
            ...(call.body as object),
            version: (call.body as { version: number }).version + 1,
          })
        : undefined,
    );
    fireEvent.change(await screen.findByLabelText(/^VAT number/), {
      target: { value: '3000 1234 5600 003' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(asked)).toHaveLength(1));
    expect(puts(asked)[0]!.body).toMatchObject({
      vatNumber: '300012345600003',
      crNumber: '1010123456',
      version: 2,
    });
    await waitFor(() =>
      expect(toasts.map((toast) => toast.summary)).toContain('The company details are saved'),
    );

    fireEvent.change(screen.getByLabelText(/^Contact phone/), { target: { value: '0112345678' } });
    fireEvent.change(screen.getByLabelText(/^On-time tolerance/), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(asked)).toHaveLength(2));
    expect(puts(asked)[1]!.body).toMatchObject({
      phone: '+966112345678',
      onTimeToleranceMinutes: 10,
      version: 3,
    });
  });

  it('shows a wrong VAT number on its field in Arabic, without asking the API', async () => {
    const { asked } = renderCompany(() => undefined, 'ar');
    fireEvent.change(await screen.findByLabelText(/^الرقم الضريبي/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('الرقم الضريبي خمسة عشر رقمًا يبدأ بـ 3 وينتهي بـ 3')).toBeTruthy();
    expect(puts(asked)).toHaveLength(0);
  });

  it('refuses a contact phone that is not a Saudi number, in Arabic, without asking the API', async () => {
    const { asked } = renderCompany(() => undefined, 'ar');
    fireEvent.change(await screen.findByLabelText(/^هاتف التواصل/), { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(
      await screen.findByText(
        'أدخل رقم هاتف سعوديًا صحيحًا: جوال مثل 0501234567، أو ثابت مثل 0112345678، أو موحد مثل 920012345',
      ),
    ).toBeTruthy();
    expect(puts(asked)).toHaveLength(0);
  });

  it('shows the conflict when someone else saved first', async () => {
    renderCompany((call) =>
      call.method === 'PUT'
        ? json({ type: 'about:blank', status: 409, code: 'conflict.stale', title: 'Conflict' }, 409)
        : undefined,
    );
    fireEvent.change(await screen.findByLabelText(/^Address/), {
      target: { value: 'King Fahd Road, Riyadh' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else changed this record')).toBeTruthy();
  });

  it('previews a picked logo and refuses an SVG on the logo field', async () => {
    renderCompany(() => undefined);
    await screen.findByLabelText(/^VAT number/);
    // The picker's input is replaced after each pick: find it each time.
    const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
    const png = new File([Uint8Array.from([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(input(), { target: { files: [png] } });
    const preview = await screen.findByRole('img', { name: 'The company logo' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.change(input(), { target: { files: [svg] } });
    expect(await screen.findByText('The logo must be a PNG, JPEG or WebP image')).toBeTruthy();
  });

  it('shows other roles the forbidden view', () => {
    renderRemotePage(
      <CompanyPage />,
      { namespace: 'translation', ar, en },
      { url: path, route: path, locale: 'en', role: 'finance', fetch: () => json(company) },
    );
    expect(screen.getByText('You do not have access to this page')).toBeTruthy();
  });
});
