import { pathTo } from '@rihla/shared/routes/path-to';
import { localizedPath } from '@rihla/shared/routes/route-table';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aBusDetail } from '../test/bus-fixture';
import { json, renderPage } from '../test/render-page';
import BusUpdatePage from './bus-update-page';

const route = routeOf('bus-update');
const bus = aBusDetail();
const url = pathTo('bus-update', { id: bus.id });
const noHistory = () => json({ items: [], total: 0, page: 1, pageSize: 20 });
const isHistory = (request: Request) => request.url.includes('/history');

describe('update bus', () => {
  it("shows the bus's service state and its maintenance log, and logs a service with its cost in riyals", async () => {
    const posts: Array<Record<string, unknown>> = [];
    const logged = {
      id: '7a1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d09',
      version: 1,
      createdAt: '2026-01-10T08:00:00Z',
      updatedAt: '2026-01-10T08:00:00Z',
      busId: bus.id,
      serviceDate: '2026-01-10',
      work: 'تغيير الزيت والفلاتر',
      costHalalas: 45_050,
      garage: 'ورشة الملز',
      odometerKm: 80_000,
    };
    renderPage(<BusUpdatePage />, {
      url,
      route,
      fetch: async (request) => {
        if (isHistory(request)) return noHistory();
        if (request.url.includes('bus-maintenance')) {
          if (request.method === 'GET') return json({ items: [logged], total: 1, page: 1, pageSize: 20 });
          const body = (await request.json()) as Record<string, unknown>;
          posts.push(body);
          return json({ ...logged, ...body, id: '7a1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d10' }, 201);
        }
        return json(aBusDetail({ service: { ...bus.service, state: 'dueSoon' } }));
      },
    });
    const log = (await screen.findByText('سجل الصيانة')).closest('.ant-card') as HTMLElement;
    expect(await within(log).findByText('تغيير الزيت والفلاتر')).toBeInTheDocument();
    expect(within(log).getByText('تحل قريبًا')).toBeInTheDocument();
    expect(within(log).getByText('ورشة الملز')).toBeInTheDocument();
    expect(within(log).getByText(/450\.50/)).toBeInTheDocument();

    fireEvent.click(within(log).getByRole('button', { name: /تسجيل صيانة/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/العداد عند الصيانة/)).toHaveValue('84200');
    fireEvent.change(within(dialog).getByLabelText(/الأعمال المنجزة/), { target: { value: 'فحص المكابح' } });
    fireEvent.change(within(dialog).getByLabelText(/التكلفة/), { target: { value: '١٢٠' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      busId: bus.id,
      work: 'فحص المكابح',
      costHalalas: 12_000,
      odometerKm: 84_200,
    });
  });

  it('says someone else changed the bus, keeps what was typed, then loads the latest on request', async () => {
    const latest = aBusDetail({ version: 4, model: 'Mercedes Sprinter' });
    const puts: unknown[] = [];
    let gets = 0;
    renderPage(<BusUpdatePage />, {
      url,
      route,
      fetch: async (request) => {
        if (isHistory(request)) return noHistory();
        if (request.method === 'GET') return json(gets++ === 0 ? bus : latest);
        puts.push(await request.json());
        return json({ type: 'about:blank', title: 'تعارض', status: 409, code: 'conflict.stale' }, 409);
      },
    });
    const model = await screen.findByLabelText('الطراز');
    expect(model).toHaveValue('Toyota Coaster');
    fireEvent.change(model, { target: { value: 'Hyundai County' } });
    fireEvent.click(screen.getByRole('button', { name: /حفظ/ }));

    expect(await screen.findByText('عدّل شخص آخر هذا السجل')).toBeInTheDocument();
    expect(puts[0]).toMatchObject({ version: 3, model: 'Hyundai County', insuranceExpiry: '2027-06-30' });
    expect(screen.getByLabelText('الطراز')).toHaveValue('Hyundai County');

    fireEvent.click(screen.getByRole('button', { name: 'تحميل أحدث نسخة' }));
    await waitFor(() => expect(screen.getByLabelText('الطراز')).toHaveValue('Mercedes Sprinter'));
    expect(screen.queryByText('عدّل شخص آخر هذا السجل')).not.toBeInTheDocument();
  });

  it('saves numbers and a plate typed in Arabic-Indic digits and Arabic letters as Latin digits', async () => {
    const puts: Array<Record<string, unknown>> = [];
    renderPage(<BusUpdatePage />, {
      url,
      route,
      fetch: async (request) => {
        if (isHistory(request)) return noHistory();
        if (request.method === 'GET') return json(bus);
        const body = (await request.json()) as Record<string, unknown>;
        puts.push(body);
        return json(aBusDetail({ ...(body as object), version: 4 }));
      },
    });
    fireEvent.change(await screen.findByLabelText('رقم اللوحة'), { target: { value: 'ا ب ح ١٢٣٤' } });
    fireEvent.change(screen.getByLabelText('عدد المقاعد'), { target: { value: '٤٠' } });
    fireEvent.change(screen.getByLabelText('سنة الصنع'), { target: { value: '۲۰۲۴' } });
    fireEvent.click(screen.getByRole('button', { name: /حفظ/ }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ plateNumber: '1234 ا ب ح', capacity: 40, year: 2024 });
  });

  it("keeps only this operator's changes on top of the other's saved bus, and says whose changes were kept", async () => {
    const puts: Array<Record<string, unknown>> = [];
    let gets = 0;
    // Meanwhile another operator raised the capacity and moved the inspection date.
    const theirs = aBusDetail({ version: 7, capacity: 40, inspectionExpiry: '2027-09-30' });
    const { shell } = renderPage(<BusUpdatePage />, {
      locale: 'en',
      url: localizedPath(url, 'en'),
      route: routeOf('bus-update', 'en'),
      fetch: async (request) => {
        if (isHistory(request)) return noHistory();
        if (request.method === 'GET') return json(gets++ === 0 ? bus : theirs);
        const body = (await request.json()) as Record<string, unknown>;
        puts.push(body);
        if (body.version === 3) {
          return json({ type: 'about:blank', title: 'Conflict', status: 409, code: 'conflict.stale' }, 409);
        }
        return json(aBusDetail({ ...(body as object), version: 8 }));
      },
    });
    fireEvent.change(await screen.findByLabelText('Model'), { target: { value: 'Hyundai County' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    // ky retries a 409 once after a short back-off before the page sees it.
    fireEvent.click(await screen.findByRole('button', { name: 'Keep my changes' }));
    await waitFor(() =>
      expect(screen.getByTestId('url')).toHaveTextContent(
        new RegExp(`^${localizedPath(pathTo('bus-list'), 'en')}$`),
      ),
    );
    expect(puts.at(-1)).toMatchObject({
      version: 7,
      model: 'Hyundai County',
      capacity: 40,
      inspectionExpiry: '2027-09-30',
      insuranceExpiry: '2027-06-30',
    });
    expect(shell.toasts).toEqual([
      expect.objectContaining({
        severity: 'info',
        summary: 'Your changes were saved on top of the latest version',
        detail:
          'Saved what you changed: Model. Kept what the other person changed: Seats, Inspection expiry.',
      }),
      expect.objectContaining({ severity: 'success', summary: 'Bus 1234 ABD saved' }),
    ]);
  });

  it('puts a taken plate on the plate field', async () => {
    renderPage(<BusUpdatePage />, {
      url,
      route,
      fetch: (request) =>
        isHistory(request)
          ? noHistory()
          : request.method === 'GET'
            ? json(bus)
            : json(
                {
                  type: 'about:blank',
                  title: 'تعارض',
                  status: 409,
                  code: 'fleet.plateTaken',
                  errors: [
                    { path: 'plateNumber', message: 'رقم اللوحة مسجّل لحافلة أخرى', code: 'fleet.plateTaken' },
                  ],
                },
                409,
              ),
    });
    fireEvent.change(await screen.findByLabelText('رقم اللوحة'), { target: { value: '9999 XYZ' } });
    fireEvent.click(screen.getByRole('button', { name: /حفظ/ }));
    const message = await screen.findByText('رقم اللوحة مسجّل لحافلة أخرى');
    expect(message.closest('.ant-form-item')).toContainElement(screen.getByLabelText('رقم اللوحة'));
    expect(screen.queryByText('عدّل شخص آخر هذا السجل')).not.toBeInTheDocument();
  });
});

describe('bus change history', () => {
  it('shows who changed which field, before and after, in the current language', async () => {
    renderPage(<BusUpdatePage />, {
      url,
      route,
      fetch: (request) =>
        isHistory(request)
          ? json({
              items: [
                {
                  id: '7b0c1a52-2b1e-4d0a-9c57-1f0e8b7a6d09',
                  entityType: 'bus',
                  entityId: bus.id,
                  action: 'update',
                  actorId: null,
                  actorName: 'ليلى المطيري',
                  at: '2026-02-01T08:00:00Z',
                  before: { status: 'active', version: 2 },
                  after: { status: 'maintenance', version: 3 },
                },
              ],
              total: 1,
              page: 1,
              pageSize: 20,
            })
          : json(bus),
    });
    expect(await screen.findByText('ليلى المطيري')).toBeInTheDocument();
    const row = screen.getByRole('cell', { name: 'الحالة' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('في الخدمة');
    expect(row).toHaveTextContent('في الصيانة');
    expect(screen.queryByRole('cell', { name: 'version' })).not.toBeInTheDocument();
  });
});

describe("the bus's tracker", () => {
  const heard = new Date(Date.now() - 2 * 60_000).toISOString();
  const reporting = aBusDetail({
    lastPosition: { lat: 24.71, lng: 46.68, at: heard, speedKmh: 37.2, heading: 90, batteryPercent: 64 },
    device: { issuedAt: '2026-02-01T08:00:00Z', lastSeenAt: heard },
    lastHeardAt: heard,
    offline: false,
  });

  it('shows its last position, speed, battery and last-heard time, and reads offline after ten quiet minutes', async () => {
    const { unmount } = renderPage(<BusUpdatePage />, {
      locale: 'en',
      url: localizedPath(url, 'en'),
      route: routeOf('bus-update', 'en'),
      fetch: (request) => (isHistory(request) ? noHistory() : json(reporting)),
    });
    expect(await screen.findByTestId('tracker-status')).toHaveTextContent('Online');
    expect(screen.getByText('24.71000, 46.68000')).toBeInTheDocument();
    expect(screen.getByText('37 km/h')).toBeInTheDocument();
    expect(screen.getByText('64%')).toBeInTheDocument();
    unmount();

    const quiet = new Date(Date.now() - 11 * 60_000).toISOString();
    renderPage(<BusUpdatePage />, {
      url,
      route,
      fetch: (request) =>
        isHistory(request) ? noHistory() : json({ ...reporting, lastHeardAt: quiet, offline: true }),
    });
    expect(await screen.findByTestId('tracker-status')).toHaveTextContent('غير متصل');
  });

  it('issues an identifier and shows it once with its QR code and the Traccar Client steps', async () => {
    const posts: string[] = [];
    renderPage(<BusUpdatePage />, {
      locale: 'en',
      url: localizedPath(url, 'en'),
      route: routeOf('bus-update', 'en'),
      fetch: (request) => {
        if (isHistory(request)) return noHistory();
        if (request.method === 'POST') {
          posts.push(request.url);
          return json(
            {
              busId: bus.id,
              token: 'rdt_secret-identifier',
              serverUrl: 'https://rihla.test/api/v1/device/osmand',
            },
            201,
          );
        }
        return json(bus);
      },
    });
    expect(await screen.findByTestId('tracker-status')).toHaveTextContent('Never heard from');
    // A double click issues one identifier (the first would stop working at once otherwise).
    fireEvent.click(screen.getByRole('button', { name: 'Issue a device identifier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Issue a device identifier' }));
    const dialog = await screen.findByRole('dialog');
    expect(posts).toEqual([expect.stringMatching(new RegExp(`/buses/${bus.id}/device-token$`))]);
    expect(dialog).toHaveTextContent('rdt_secret-identifier');
    expect(dialog).toHaveTextContent('https://rihla.test/api/v1/device/osmand');
    expect(dialog).toHaveTextContent('Shown only this once');
    expect(dialog).toHaveTextContent('Install Traccar Client');
    expect(dialog.querySelector('.ant-qrcode')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('rdt_secret-identifier')).not.toBeInTheDocument());
  });

  it('revokes the identifier after a confirmation', async () => {
    const deletes: string[] = [];
    const { shell } = renderPage(<BusUpdatePage />, {
      locale: 'en',
      url: localizedPath(url, 'en'),
      route: routeOf('bus-update', 'en'),
      fetch: (request) => {
        if (isHistory(request)) return noHistory();
        if (request.method === 'DELETE') {
          deletes.push(request.url);
          return new Response(null, { status: 204 });
        }
        return json(reporting);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(deletes).toEqual([]);
    const confirm = await screen.findAllByRole('button', { name: 'Revoke' });
    fireEvent.click(confirm.at(-1)!);
    await waitFor(() => expect(deletes).toHaveLength(1));
    await waitFor(() =>
      expect(shell.toasts).toContainEqual(
        expect.objectContaining({ summary: 'Device identifier revoked: the tracker is refused from now on' }),
      ),
    );
  });

  it('warns, when saving, that a bus with an expired document cannot go on a trip, and still saves it', async () => {
    const puts: unknown[] = [];
    const { shell } = renderPage(<BusUpdatePage />, {
      locale: 'en',
      url: localizedPath(url, 'en'),
      route: routeOf('bus-update', 'en'),
      fetch: async (request) => {
        if (isHistory(request)) return noHistory();
        if (request.url.endsWith('/app-config')) return json({ mapTiles: null, timeZone: 'Asia/Riyadh' });
        if (request.method === 'GET') return json(aBusDetail({ insuranceExpiry: '2020-01-31' }));
        const body = (await request.json()) as Record<string, unknown>;
        puts.push(body);
        return json(aBusDetail({ ...(body as object), version: 4 }));
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Model')).toHaveValue('Toyota Coaster'));
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(puts).toEqual([expect.objectContaining({ insuranceExpiry: '2020-01-31' })]));
    await waitFor(() =>
      expect(shell.toasts).toEqual([
        expect.objectContaining({
          severity: 'warn',
          detail: 'Expired: Insurance. It cannot be planned on any trip until it is renewed',
        }),
      ]),
    );
  });

  it('asks for the TGA fields a bus from before them lacks, and saves them as booleans', async () => {
    const older = aBusDetail({
      operatingCardNumber: null,
      operatingCardExpiry: null,
      trackerFitted: null,
      camerasFitted: null,
    });
    const puts: Array<Record<string, unknown>> = [];
    renderPage(<BusUpdatePage />, {
      url,
      route,
      fetch: async (request) => {
        if (isHistory(request)) return noHistory();
        if (request.method === 'GET') return json(older);
        puts.push(await request.json());
        return json(aBusDetail({ version: 4 }));
      },
    });
    expect(await screen.findByText('غير مسجَّل بعد')).toBeInTheDocument();
    expect(screen.getByText('بطاقة التشغيل، جهاز التتبع، الكاميرات')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByLabelText(/^جهاز التتبع/));
    fireEvent.click(await screen.findByTitle('مركَّب'));
    fireEvent.click(screen.getByRole('button', { name: /حفظ/ }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      trackerFitted: true,
      camerasFitted: null,
      operatingCardNumber: null,
      operatingCardExpiry: null,
    });
  });
});
