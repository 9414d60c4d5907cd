import type { School } from '@rihla/shared/contracts/schools';
import type { Stop } from '@rihla/shared/contracts/stops';
import { pathTo } from '@rihla/shared/routes/path-to';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  type ImportInLanguage,
  importOwnTemplateBack,
  json,
  page,
  renderSettingsPage,
} from '../places/render-settings-page';
import { StopsPage } from './stops-page';

const school: School = {
  id: '5b0e8f0a-2c1d-4e6f-8a9b-0c1d2e3f4a5b',
  version: 1,
  createdAt: '2026-09-01T08:00:00.000Z',
  updatedAt: '2026-09-01T08:00:00.000Z',
  nameAr: 'مدارس الأندلس الأهلية',
  nameEn: 'Al-Andalus Private Schools',
  gender: 'girls',
  address: null,
  lat: 24.8021,
  lng: 46.6108,
  startTime: '06:45',
  endTime: '12:30',
  phone: null,
  active: true,
  grades: [],
};
const stop: Stop = {
  id: '7c1f9a1b-3d2e-4f70-9bac-1d2e3f4a5b6c',
  version: 2,
  createdAt: '2026-09-01T08:00:00.000Z',
  updatedAt: '2026-09-01T08:00:00.000Z',
  nameAr: 'بوابة مجمع الياسمين',
  nameEn: 'Al-Yasmin Compound Gate',
  district: 'الياسمين',
  lat: 24.8254,
  lng: 46.6412,
  notes: null,
  schoolIds: [school.id],
};
const path = pathTo('settings-stops');

afterEach(() => cleanup());

describe('the stops settings page', () => {
  it("shows one school's stops when the list is opened on it, with the school's name", async () => {
    const asked: URL[] = [];
    renderSettingsPage(<StopsPage />, {
      path,
      search: `?schoolId=${school.id}`,
      fetch: (request) => {
        const url = new URL(request.url);
        asked.push(url);
        return url.pathname.endsWith('/schools') ? page([school]) : page([stop], 3);
      },
    });
    expect(await screen.findByText('بوابة مجمع الياسمين')).toBeTruthy();
    expect(screen.getByText('3 محطات')).toBeTruthy();
    expect((await screen.findAllByText('مدارس الأندلس الأهلية')).length).toBeGreaterThan(0);
    const stopsAsked = asked.filter((url) => url.pathname === '/api/v1/stops');
    expect(stopsAsked.at(-1)?.searchParams.get('schoolId')).toBe(school.id);
  });

  it('adds a stop for the school the list was opened on, with its place', async () => {
    const posts: Array<Record<string, unknown>> = [];
    const { shell } = renderSettingsPage(<StopsPage />, {
      path,
      search: `?edit=new&schoolId=${school.id}`,
      locale: 'en',
      fetch: async (request) => {
        if (request.method === 'POST') {
          const body = (await request.json()) as Record<string, unknown>;
          posts.push(body);
          return json({ ...stop, ...body, version: 1 }, 201);
        }
        return new URL(request.url).pathname.endsWith('/schools') ? page([school]) : page([]);
      },
    });
    fireEvent.change(await screen.findByLabelText('Name in Arabic'), { target: { value: 'مسجد الحي' } });
    fireEvent.change(screen.getByLabelText('Name in English'), { target: { value: 'District Mosque' } });
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '24.81' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '46.65' } });
    expect(await screen.findByText('Al-Andalus Private Schools')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      nameAr: 'مسجد الحي',
      nameEn: 'District Mosque',
      lat: 24.81,
      lng: 46.65,
      schoolIds: [school.id],
    });
    await waitFor(() =>
      expect(shell.toasts).toContainEqual(expect.objectContaining({ summary: 'District Mosque saved' })),
    );
  });

  it('puts an unknown school the API refused on the schools field, in Arabic', async () => {
    renderSettingsPage(<StopsPage />, {
      path,
      search: `?edit=${stop.id}`,
      fetch: (request) => {
        const url = new URL(request.url);
        if (url.pathname.endsWith('/history')) return page([]);
        if (url.pathname.endsWith('/schools')) return page([school]);
        if (request.method === 'PUT') {
          return json(
            {
              type: 'about:blank',
              title: 'بعض البيانات غير صالحة',
              status: 409,
              code: 'validation',
              errors: [
                {
                  path: 'schoolIds',
                  code: 'validation.missingReference',
                  message: 'العنصر المختار لم يعد موجودًا',
                },
              ],
            },
            409,
          );
        }
        return json(stop);
      },
    });
    fireEvent.change(await screen.findByLabelText(/^الحي/), { target: { value: 'الياسمين الشمالي' } });
    fireEvent.click(screen.getByRole('button', { name: /حفظ/ }));
    const message = await screen.findByText('العنصر المختار لم يعد موجودًا');
    expect(message.closest('.ant-form-item')?.textContent).toContain('المدارس المخدومة');
  });

  it.each<ImportInLanguage>([
    {
      locale: 'ar',
      open: /استيراد محطات/,
      template: /تنزيل ملف نموذجي/,
      submit: /استيراد الصفوف الصحيحة/,
      header: [
        'الاسم بالعربية',
        'الاسم بالإنجليزية',
        'الحي',
        'خط العرض',
        'خط الطول',
        'المدارس المخدومة',
        'ملاحظات للسائقين',
      ],
    },
    {
      locale: 'en',
      open: /Import stops/,
      template: /Download a template/,
      submit: /Import the valid rows/,
      header: [
        'Name in Arabic',
        'Name in English',
        'District',
        'Latitude',
        'Longitude',
        'Schools served',
        'Notes for drivers',
      ],
    },
  ])(
    'names the columns in the console language ($locale) and imports its own template back',
    async (language) => {
      const imported: unknown[] = [];
      renderSettingsPage(<StopsPage />, {
        path,
        locale: language.locale,
        fetch: async (request) => {
          const url = new URL(request.url);
          if (request.method === 'POST' && url.pathname.endsWith('/stops/import')) {
            imported.push(...((await request.json()) as { rows: unknown[] }).rows);
            return json({ imported: 1 }, 201);
          }
          return url.pathname.endsWith('/schools') ? page([school]) : page([stop]);
        },
      });
      await importOwnTemplateBack(language, 'stops.csv', imported, [
        expect.objectContaining({ nameAr: 'بوابة مجمع الياسمين', schoolIds: [school.id] }),
      ]);
    },
  );
});
