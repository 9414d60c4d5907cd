import '@rihla/shared/test/antd-test-polyfills';
import { pathTo } from '@rihla/shared/routes/path-to';
import { json, renderRemotePage } from '@rihla/shared/test/render-remote-page';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ar from '../../i18n/locales/ar.json';
import en from '../../i18n/locales/en.json';
import { OperatorsPage } from './operators-page';

const path = pathTo('settings-operators');

const sara = {
  id: '3f1c2a4e-8b7d-4c1a-9e2f-1a2b3c4d5e6f',
  version: 4,
  createdAt: '2026-09-01T08:00:00.000Z',
  updatedAt: '2026-09-01T08:00:00.000Z',
  email: 'sara@rihla.test',
  name: 'Sara Al-Qahtani',
  role: 'admin',
  active: true,
  lastLoginAt: '2026-11-20T06:30:00.000Z',
  mustChangePassword: false,
  secondFactor: false,
  schoolIds: null,
  regionIds: null,
};
const school = {
  id: '7a2b3c4d-1e2f-4a5b-8c6d-9e0f1a2b3c4d',
  version: 1,
  createdAt: '2026-09-01T08:00:00.000Z',
  updatedAt: '2026-09-01T08:00:00.000Z',
  nameAr: 'مدرسة النخيل الابتدائية',
  nameEn: 'Al-Nakheel Primary School',
  gender: 'girls',
  address: null,
  lat: 24.71,
  lng: 46.67,
  startTime: '06:45',
  endTime: '12:30',
  phone: null,
  active: true,
  grades: [1, 2, 3],
};
const region = {
  id: '8b2b3c4d-1e2f-4a5b-8c6d-9e0f1a2b3c4d',
  version: 1,
  createdAt: '2026-09-01T08:00:00.000Z',
  updatedAt: '2026-09-01T08:00:00.000Z',
  nameAr: 'شمال الرياض',
  nameEn: 'North Riyadh',
  schoolIds: [school.id],
};
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

const problem = (status: number, code: string, title: string, errors?: unknown[]) =>
  json({ type: 'about:blank', status, code, title, ...(errors ? { errors } : {}) }, status);

interface Asked {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

function renderOperators(
  answer: (asked: Asked) => Response | undefined,
  {
    locale = 'en',
    role = 'admin',
    url = path,
    regions = [],
  }: { locale?: 'ar' | 'en'; role?: 'admin' | 'dispatcher'; url?: string; regions?: unknown[] } = {},
) {
  const asked: Asked[] = [];
  const view = renderRemotePage(
    <OperatorsPage />,
    { namespace: 'translation', ar, en },
    {
      url,
      route: path,
      locale,
      role,
      fetch: async (request) => {
        const { pathname, search } = new URL(request.url);
        const text = request.method === 'GET' ? '' : await request.text();
        const call = {
          method: request.method,
          path: pathname,
          search,
          body: text ? JSON.parse(text) : undefined,
        };
        asked.push(call);
        if (call.path === '/api/v1/schools') return json(page([school]));
        if (call.path === '/api/v1/regions') return json(page(regions));
        return answer(call) ?? json(page([sara]));
      },
    },
  );
  return { ...view, asked, toasts: view.shell.toasts };
}

afterEach(() => cleanup());

describe('the operators page', () => {
  it('lists accounts a page at a time and searches on the server', async () => {
    const { asked } = renderOperators(() => undefined, { url: `${path}?q=sara&role=admin&page=2` });
    expect(await screen.findByText('sara@rihla.test')).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /Sara Al-Qahtani/ })).getByText('Administrator'),
    ).toBeTruthy();
    const list = asked.find((call) => call.path === '/api/v1/operators')!;
    expect(new URLSearchParams(list.search).get('q')).toBe('sara');
    expect(new URLSearchParams(list.search).get('role')).toBe('admin');
    expect(new URLSearchParams(list.search).get('page')).toBe('2');
  });

  it('creates an account with a temporary password the operator must change', async () => {
    const { asked, toasts } = renderOperators((call) =>
      call.method === 'POST'
        ? json({ ...sara, ...(call.body as object), mustChangePassword: true }, 201)
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add operator' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Omar Dispatcher' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'Omar@Rihla.test' } });
    fireEvent.change(within(dialog).getByLabelText('Temporary password'), {
      target: { value: 'hand-over-1234' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(asked.some((call) => call.method === 'POST')).toBe(true));
    expect(asked.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Omar Dispatcher',
      email: 'omar@rihla.test',
      role: 'dispatcher',
      password: 'hand-over-1234',
      schoolIds: null,
      regionIds: null,
      mustChangePassword: true,
    });
    await waitFor(() =>
      expect(toasts.map((toast) => toast.summary)).toContain('Account created for Omar Dispatcher'),
    );
  });

  it("limits a school's staff to the schools chosen, and says so when none is", async () => {
    const { asked } = renderOperators((call) =>
      call.method === 'POST' ? json({ ...sara, ...(call.body as object) }, 201) : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add operator' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Hind Al-Mutairi' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'hind@rihla.test' } });
    fireEvent.change(within(dialog).getByLabelText('Temporary password'), {
      target: { value: 'hand-over-1234' },
    });
    fireEvent.mouseDown(within(dialog).getByLabelText('Role'));
    fireEvent.click(await screen.findByTitle('School staff'));
    const schools = await within(dialog).findByLabelText('Schools');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(
      await within(dialog).findByText(
        'A school account sees its own schools only: choose at least one school',
      ),
    ).toBeTruthy();
    expect(asked.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.mouseDown(schools);
    fireEvent.click(await screen.findByTitle('Al-Nakheel Primary School'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(asked.some((call) => call.method === 'POST')).toBe(true));
    expect(asked.find((call) => call.method === 'POST')!.body).toMatchObject({
      role: 'school',
      schoolIds: [school.id],
    });
  });

  it('limits a dispatcher to a region alone, the schools left empty', async () => {
    const { asked } = renderOperators(
      (call) => (call.method === 'POST' ? json({ ...sara, ...(call.body as object) }, 201) : undefined),
      { regions: [region] },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add operator' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Omar Dispatcher' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'omar@rihla.test' } });
    fireEvent.click(within(dialog).getByRole('switch'));
    fireEvent.mouseDown(await within(dialog).findByLabelText(/^Regions/, {}, { timeout: 5000 }));
    fireEvent.click(await screen.findByTitle('North Riyadh'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(asked.some((call) => call.method === 'POST')).toBe(true));
    expect(asked.find((call) => call.method === 'POST')!.body).toMatchObject({
      role: 'dispatcher',
      schoolIds: null,
      regionIds: [region.id],
    });
  });

  it('creates one account when Create account is clicked again before the button shows it is busy', async () => {
    let created = false;
    let clickAgain: () => void = () => undefined;
    const { asked, toasts } = renderOperators((call) => {
      if (call.method !== 'POST') return undefined;
      // As the API: the e-mail is free until the first create writes it.
      if (created) {
        return problem(409, 'operators.emailTaken', 'This e-mail belongs to another operator', [
          { path: 'email', code: 'operators.emailTaken', message: 'This e-mail belongs to another operator' },
        ]);
      }
      created = true;
      // The second click of a double click, while the first create is on its way.
      clickAgain();
      return json({ ...sara, ...(call.body as object), mustChangePassword: true }, 201);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add operator' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Omar Dispatcher' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'omar@rihla.test' } });
    const create = within(dialog).getByRole('button', { name: 'Create account' });
    clickAgain = () => fireEvent.click(create);
    fireEvent.click(create);
    await waitFor(() =>
      expect(toasts.map((toast) => toast.summary)).toContain('Account created for Omar Dispatcher'),
    );
    // Time for a second create's answer, had one been sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.queryByText('This e-mail belongs to another operator')).toBeNull();
    expect(toasts.filter((toast) => toast.severity === 'error')).toEqual([]);
  });

  it('shows a taken email on its field, in Arabic', async () => {
    renderOperators(
      (call) =>
        call.method === 'POST'
          ? problem(409, 'operators.emailTaken', 'البريد الإلكتروني مسجل لمشغل آخر', [
              { path: 'email', code: 'operators.emailTaken', message: 'البريد الإلكتروني مسجل لمشغل آخر' },
            ])
          : undefined,
      { locale: 'ar' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'إضافة مشغّل' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('الاسم'), { target: { value: 'عمر' } });
    fireEvent.change(within(dialog).getByLabelText('البريد الإلكتروني'), {
      target: { value: 'sara@rihla.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await within(dialog).findByText('البريد الإلكتروني مسجل لمشغل آخر')).toBeTruthy();
  });

  it('refuses a short temporary password before asking the API', async () => {
    const { asked } = renderOperators(() => undefined);
    fireEvent.click(await screen.findByRole('button', { name: 'Add operator' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Temporary password'), { target: { value: 'short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText(/at least 10 characters/i)).toBeTruthy();
    expect(asked.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says why the last administrator cannot be deactivated', async () => {
    const { asked, toasts } = renderOperators((call) =>
      call.method === 'PUT'
        ? problem(
            409,
            'operators.lastAdmin',
            'This is the last active administrator; the company must keep at least one',
          )
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Sara Al-Qahtani' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(toasts.map((toast) => toast.detail)).toContain(
        'This is the last active administrator; the company must keep at least one',
      ),
    );
    expect(asked.find((call) => call.method === 'PUT')!.body).toEqual({
      name: 'Sara Al-Qahtani',
      role: 'admin',
      active: false,
      version: 4,
    });
  });

  it('changes a role at the version read and shows the conflict when someone saved first', async () => {
    const { asked } = renderOperators((call) => {
      if (call.method === 'PUT') return problem(409, 'conflict.stale', 'Someone else saved first');
      if (call.path === `/api/v1/operators/${sara.id}`) return json(sara);
      if (call.path.endsWith('/history')) return json(page([]));
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sara Al-Qahtani' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.mouseDown(await within(drawer).findByLabelText('Role'));
    fireEvent.click(await screen.findByTitle('Dispatcher'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(asked.some((call) => call.method === 'PUT')).toBe(true));
    expect(asked.find((call) => call.method === 'PUT')!.body).toMatchObject({
      role: 'dispatcher',
      version: 4,
    });
    expect(await within(drawer).findByText('Someone else changed this record')).toBeTruthy();
  });

  it('shows other roles the forbidden view and asks nothing', () => {
    const { asked } = renderOperators(() => undefined, { role: 'dispatcher' });
    expect(screen.getByText('You do not have access to this page')).toBeTruthy();
    expect(asked).toHaveLength(0);
  });
});
