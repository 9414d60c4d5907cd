import type { NoticePreferences } from '@rihla/shared/contracts/notices';
import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aNotice, aPackage, aParent, aSubscription, page } from '../test/fixtures';
import { json, renderPage } from '../test/render-page';
import ParentDetailsPage from './parent-details-page';

const preferences: NoticePreferences = {
  parentId: aParent().id,
  channels: ['email', 'sms'],
  language: 'ar',
  quietFrom: '21:00',
  quietUntil: '06:30',
  nearMinutes: 10,
  version: 0,
};

function setup(locale: 'ar' | 'en' = 'en') {
  const saved: unknown[] = [];
  const view = renderPage(<ParentDetailsPage />, {
    url: pathTo('parent-details', { id: aParent().id }),
    route: routeOf('parent-details'),
    locale,
    role: 'dispatcher',
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'PUT') {
        const body = await request.json();
        saved.push(body);
        return json({ ...preferences, ...body, version: 1 });
      }
      if (path.endsWith('/history')) return json(page([]));
      if (path.endsWith('/family-sessions')) return json({ items: [] });
      if (path.endsWith('/subscriptions')) return json(page([]));
      if (path.endsWith('/notices')) return json(page([aNotice({ status: 'sent', lastError: null })]));
      if (path.endsWith('/notice-preferences')) return json(preferences);
      return json(aParent());
    },
  });
  return { ...view, saved };
}

describe('parent details', () => {
  it('shows children, guardians, pick-up people and the balance owed', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'نورة سعد القحطاني' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reem Saad Al-Qahtani' })).toBeInTheDocument();
    expect(screen.getByText('Other guardians')).toBeInTheDocument();
    expect(screen.getByText('سعد محمد القحطاني')).toBeInTheDocument();
    expect(screen.getByText('فهد سعد القحطاني')).toBeInTheDocument();
    expect(screen.getByText('SAR 250.00')).toBeInTheDocument();
    expect(await screen.findByText('No subscriptions')).toBeInTheDocument();
    expect(await screen.findByText('Trip disrupted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "All of this parent's notices" })).toHaveAttribute(
      'href',
      `/en/dashboard/notifications?parentId=${aParent().id}`,
    );
  });
});

describe("a parent's notice preferences", () => {
  it('saves the channels and quiet hours at the version read', async () => {
    const { saved, shell } = setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'WhatsApp' }));
    expect(screen.getByLabelText('Quiet from')).toHaveValue('21:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      channels: ['email', 'sms', 'whatsapp'],
      language: 'ar',
      quietFrom: '21:00',
      quietUntil: '06:30',
      nearMinutes: 10,
      version: 0,
    });
    await waitFor(() => expect(shell.toasts.map((m) => m.summary)).toContain('Notice preferences saved'));
  });

  it('refuses a parent with no channel, in Arabic, before asking the API', async () => {
    const { saved } = setup('ar');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'بريد إلكتروني' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'رسالة نصية' }));
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التفضيلات' }));
    expect(await screen.findByText('اختر قناة واحدة على الأقل')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe("a family's subscriptions", () => {
  const monthly = aPackage({
    id: '6b1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d21',
    nameAr: 'الباقة الشهرية',
    nameEn: 'Monthly package',
    period: 'month',
    instalments: 1,
  });

  function setupSubscriptions(locale: 'ar' | 'en', subscriptions: ReturnType<typeof aSubscription>[]) {
    const sent: { method: string; path: string; body: unknown }[] = [];
    renderPage(<ParentDetailsPage />, {
      url: pathTo('parent-details', { id: aParent().id }),
      route: routeOf('parent-details'),
      locale,
      role: 'dispatcher',
      fetch: async (request) => {
        const path = new URL(request.url).pathname;
        if (request.method === 'POST' && path.endsWith('/subscriptions')) {
          const body = await request.json();
          sent.push({ method: 'POST', path, body });
          return json({ ...aSubscription(), ...body }, 201);
        }
        if (request.method === 'PUT' && path.includes('/subscriptions/')) {
          const body = await request.json();
          sent.push({ method: 'PUT', path, body });
          return json({ ...aSubscription(), ...body, version: 2 });
        }
        if (path.endsWith('/history')) return json(page([]));
        if (path.endsWith('/family-sessions')) return json({ items: [] });
        if (path.endsWith('/subscriptions')) return json(page(subscriptions));
        if (path.endsWith('/packages')) return json(page([aPackage(), monthly]));
        if (path.endsWith('/notices')) return json(page([]));
        if (path.endsWith('/notice-preferences')) return json(preferences);
        return json(aParent());
      },
    });
    return sent;
  }

  it('subscribes a child from the family page: package, start and instalments typed in Arabic-Indic digits', async () => {
    const sent = setupSubscriptions('ar', []);
    fireEvent.click(await screen.findByRole('button', { name: 'إضافة اشتراك' }));
    const drawer = await screen.findByRole('dialog');
    // The only child without a subscription is chosen already.
    expect(within(drawer).getByText('ريم سعد القحطاني')).toBeInTheDocument();
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'الباقة' }));
    fireEvent.click(await screen.findByTitle('باقة الفصل الدراسي'));
    expect(await within(drawer).findByText('فارغ: أقساط الباقة (3 أقساط)')).toBeInTheDocument();
    const start = within(drawer).getByLabelText('البداية');
    fireEvent.change(start, { target: { value: '2026-09-06' } });
    fireEvent.keyDown(start, { key: 'Enter' });
    fireEvent.change(within(drawer).getByLabelText('الأقساط'), { target: { value: '٤' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/v1/subscriptions',
      body: {
        studentId: aParent().children[0]!.id,
        packageId: aPackage().id,
        startDate: '2026-09-06',
        instalments: 4,
      },
    });
  });

  it('refuses instalments over the period before asking the API, in Arabic', async () => {
    const sent = setupSubscriptions('ar', [aSubscription()]);
    fireEvent.click(await screen.findByRole('button', { name: 'تعديل' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('الأقساط'), { target: { value: '13' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'حفظ' }));
    expect(await within(drawer).findByText('القيمة بين 1 و12')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("changes a child's package, start and instalments at the version read", async () => {
    const sent = setupSubscriptions('en', [aSubscription()]);
    // Its only child rides already: nobody is left to add.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add subscription' })).toBeDisabled());
    fireEvent.click(await screen.findByRole('button', { name: 'Change' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'Package' }));
    fireEvent.click(await screen.findByTitle('Monthly package'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: `/api/v1/subscriptions/${aSubscription().id}`,
      body: { packageId: monthly.id, startDate: '2026-09-01', instalments: null, version: 1 },
    });
  });
});

describe("a family's guardians", () => {
  const parentPath = `/api/v1/parents/${aParent().id}`;
  function setupGuardians(answer: (body: { contacts: unknown[] }) => Response) {
    const sent: { contacts: { kind: string; name: string; phone: string; email: string | null }[] }[] = [];
    const view = renderPage(<ParentDetailsPage />, {
      url: pathTo('parent-details', { id: aParent().id }),
      route: routeOf('parent-details'),
      locale: 'en',
      role: 'dispatcher',
      fetch: async (request) => {
        const path = new URL(request.url).pathname;
        if (request.method === 'PUT' && path === parentPath) {
          const body = await request.json();
          sent.push(body);
          return answer(body);
        }
        if (path.endsWith('/history')) return json(page([]));
        if (path.endsWith('/family-sessions')) {
          return json({
            items: [
              {
                id: '7d3a9e51-1c2b-4d3e-8f4a-5b6c7d8e9f01',
                createdAt: '2026-11-20T06:00:00.000Z',
                lastSeenAt: '2026-11-20T06:05:00.000Z',
                expiresAt: '2027-02-18T06:00:00.000Z',
                device: null,
                method: 'link',
                guardian: { id: aParent().contacts[0]!.id, name: 'سعد محمد القحطاني' },
              },
            ],
          });
        }
        if (path.endsWith('/subscriptions')) return json(page([]));
        if (path.endsWith('/notices')) return json(page([]));
        if (path.endsWith('/notice-preferences')) return json(preferences);
        return json(aParent());
      },
    });
    return { ...view, sent };
  }

  it("adds a guardian with an e-mail, keeping the record's other contacts, and lists whose phones are signed in", async () => {
    const { sent, shell } = setupGuardians((body) => json({ ...aParent(), ...body, version: 1 }));
    expect(await screen.findByText(/Guardian: سعد محمد القحطاني · by e-mailed link/)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a guardian' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'منيرة سعد القحطاني' } });
    fireEvent.change(within(drawer).getByLabelText('Relation'), { target: { value: 'الخالة' } });
    fireEvent.change(within(drawer).getByLabelText('Mobile'), { target: { value: '٠٥٦١٢٣٤٥٠٩' } });
    fireEvent.change(within(drawer).getByLabelText('Email'), { target: { value: 'Muneera@Example.sa' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.contacts.map((c) => [c.kind, c.name, c.phone, c.email])).toEqual([
      ['guardian', 'سعد محمد القحطاني', '+966561234501', 'saad@example.sa'],
      ['pickup', 'فهد سعد القحطاني', '+966561234502', null],
      ['guardian', 'منيرة سعد القحطاني', '+966561234509', 'muneera@example.sa'],
    ]);
    await waitFor(() => expect(shell.toasts.map((m) => m.summary)).toContain('Guardians saved'));
  });

  it("shows a phone on another family's record on the phone field", async () => {
    setupGuardians(() =>
      json(
        {
          type: 'about:blank',
          status: 409,
          code: 'conflict',
          title: 'Conflict',
          errors: [
            {
              path: 'contacts.2.phone',
              code: 'families.guardianPhoneTaken',
              message: 'This mobile number belongs to another parent or guardian',
            },
          ],
        },
        409,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add a guardian' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'منيرة سعد القحطاني' } });
    fireEvent.change(within(drawer).getByLabelText('Relation'), { target: { value: 'الخالة' } });
    fireEvent.change(within(drawer).getByLabelText('Mobile'), { target: { value: '0561234509' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText('This mobile number belongs to another parent or guardian'),
    ).toBeInTheDocument();
  });

  it('removes a guardian after confirming', async () => {
    const { sent } = setupGuardians((body) => json({ ...aParent(), ...body, version: 1 }));
    const guardians = (await screen.findByText('Other guardians')).closest('.ant-card') as HTMLElement;
    fireEvent.click(await within(guardians).findByRole('button', { name: 'Remove' }));
    await screen.findByText('Remove this guardian? Their phones are signed out of the family app.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' }).at(-1)!);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.contacts.map((c) => c.kind)).toEqual(['pickup']);
  });
});
