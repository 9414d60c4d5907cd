import type { School } from '@rihla/shared/contracts/schools';
import { pathTo } from '@rihla/shared/routes/path-to';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  chooseImportFile,
  type ImportInLanguage,
  importOwnTemplateBack,
  json,
  page,
  renderSettingsPage,
} from '../places/render-settings-page';
import { SchoolsPage } from './schools-page';

const school: School = {
  id: '5b0e8f0a-2c1d-4e6f-8a9b-0c1d2e3f4a5b',
  version: 3,
  createdAt: '2026-09-01T08:00:00.000Z',
  updatedAt: '2026-09-01T08:00:00.000Z',
  nameAr: 'مدارس الأندلس الأهلية',
  nameEn: 'Al-Andalus Private Schools',
  gender: 'girls',
  address: 'حي الملقا',
  lat: 24.8021,
  lng: 46.6108,
  startTime: '06:45',
  endTime: '12:30',
  phone: null,
  active: true,
  grades: [1, 2, 3, 4, 5, 6],
};
const path = pathTo('settings-schools');
const problem = (status: number, code: string, title: string, errors?: unknown[]) =>
  json({ type: 'about:blank', title, status, code, ...(errors ? { errors } : {}) }, status);

afterEach(() => cleanup());

/** The add form in English; the API creates every school posted, `onPost` hearing each post's count first. */
function renderAddSchool(onPost: (count: number) => void = () => undefined) {
  const posts: Array<Record<string, unknown>> = [];
  const view = renderSettingsPage(<SchoolsPage />, {
    path,
    search: '?edit=new',
    locale: 'en',
    fetch: async (request) => {
      if (request.method === 'POST') {
        const body = (await request.json()) as Record<string, unknown>;
        posts.push(body);
        onPost(posts.length);
        return json({ ...school, ...body, version: 1 }, 201);
      }
      return page([]);
    },
  });
  return { ...view, posts };
}

describe('the schools settings page', () => {
  it('lists the schools a page at a time, searched on the server, in Arabic', async () => {
    const asked: URL[] = [];
    renderSettingsPage(<SchoolsPage />, {
      path,
      fetch: (request) => {
        asked.push(new URL(request.url));
        return page([school], 41);
      },
    });
    expect(await screen.findByText('مدارس الأندلس الأهلية')).toBeTruthy();
    expect(screen.getByText('41 مدرسة')).toBeTruthy();
    expect(screen.getByText('بنات')).toBeTruthy();
    expect(screen.getByText('1 – 6')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('ابحث بالاسم أو العنوان'), { target: { value: 'الأندلس' } });
    fireEvent.keyDown(screen.getByPlaceholderText('ابحث بالاسم أو العنوان'), { key: 'Enter' });
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('q')).toBe('الأندلس'));
    expect(asked.at(-1)?.pathname).toBe('/api/v1/schools');
  });

  it('refuses a school without names or a place, next to each field, before asking the API', async () => {
    const posts: unknown[] = [];
    renderSettingsPage(<SchoolsPage />, {
      path,
      search: '?edit=new',
      locale: 'en',
      fetch: async (request) => {
        if (request.method === 'POST') posts.push(await request.json());
        return page([]);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Save/ }));
    const nameField = screen.getByLabelText('Name in Arabic').closest('.ant-form-item');
    expect(await within(nameField as HTMLElement).findByText(/required/i)).toBeTruthy();
    const latField = screen.getByLabelText('Latitude').closest('.ant-form-item');
    expect(await within(latField as HTMLElement).findByText(/number/i)).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('adds a school placed by its coordinates: the pin shows on the map and the API gets the place', async () => {
    const { shell, container, posts } = renderAddSchool();
    fireEvent.change(await screen.findByLabelText('Name in Arabic'), { target: { value: 'مدرسة الرواد' } });
    fireEvent.change(screen.getByLabelText('Name in English'), { target: { value: 'Al-Rowad School' } });
    expect(container.querySelector('.leaflet-marker-icon')).toBeNull();
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '24.75' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '46.7' } });
    await waitFor(() => expect(container.querySelector('.leaflet-marker-icon')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      nameAr: 'مدرسة الرواد',
      nameEn: 'Al-Rowad School',
      gender: 'boys',
      lat: 24.75,
      lng: 46.7,
      startTime: '06:45',
      endTime: '12:30',
    });
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/en/dashboard/settings/schools'));
    expect(shell.toasts).toContainEqual(
      expect.objectContaining({ severity: 'success', summary: 'Al-Rowad School saved' }),
    );
  });

  it('adds one school when Save is clicked again before the button shows it is busy', async () => {
    let clickAgain: () => void = () => undefined;
    // The second click of a double click, while the first create is on its way.
    const { shell, posts } = renderAddSchool((count) => {
      if (count === 1) clickAgain();
    });
    fireEvent.change(await screen.findByLabelText('Name in Arabic'), { target: { value: 'مدرسة الرواد' } });
    fireEvent.change(screen.getByLabelText('Name in English'), { target: { value: 'Al-Rowad School' } });
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '24.75' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '46.7' } });
    const save = screen.getByRole('button', { name: /Save/ });
    clickAgain = () => fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() =>
      expect(shell.toasts).toContainEqual(
        expect.objectContaining({ severity: 'success', summary: 'Al-Rowad School saved' }),
      ),
    );
    // Time for a second create's answer, had one been sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts).toHaveLength(1);
    expect(shell.toasts.filter((toast) => toast.severity === 'error')).toEqual([]);
  });

  it('says someone else saved the school first and keeps what was typed', async () => {
    const puts: Array<Record<string, unknown>> = [];
    renderSettingsPage(<SchoolsPage />, {
      path,
      search: `?edit=${school.id}`,
      fetch: async (request) => {
        if (request.url.includes('/history')) return page([]);
        if (request.method === 'PUT') {
          puts.push((await request.json()) as Record<string, unknown>);
          return problem(409, 'conflict.stale', 'تعارض');
        }
        return json(school);
      },
    });
    const nameEn = await screen.findByLabelText('الاسم بالإنجليزية');
    expect((nameEn as HTMLInputElement).value).toBe('Al-Andalus Private Schools');
    fireEvent.change(nameEn, { target: { value: 'Al-Andalus Schools' } });
    fireEvent.click(screen.getByRole('button', { name: /حفظ/ }));
    expect(await screen.findByText('عدّل شخص آخر هذا السجل')).toBeTruthy();
    expect(puts[0]).toMatchObject({ version: 3, nameEn: 'Al-Andalus Schools', grades: [1, 2, 3, 4, 5, 6] });
    expect((screen.getByLabelText('الاسم بالإنجليزية') as HTMLInputElement).value).toBe('Al-Andalus Schools');
  });

  it('shows the API refusing to delete a school that students still attend', async () => {
    const { shell } = renderSettingsPage(<SchoolsPage />, {
      path,
      locale: 'en',
      fetch: (request) =>
        request.method === 'DELETE'
          ? problem(409, 'conflict.inUse', 'This item cannot be deleted because other records refer to it')
          : page([school]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Al-Andalus Private Schools' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(shell.toasts).toContainEqual(
        expect.objectContaining({
          severity: 'error',
          detail: 'This item cannot be deleted because other records refer to it',
        }),
      ),
    );
  });

  it('imports the valid lines of a file through the shared import flow, reporting the duplicate', async () => {
    const imported: unknown[] = [];
    const { shell } = renderSettingsPage(<SchoolsPage />, {
      path,
      locale: 'en',
      fetch: async (request) => {
        if (request.method === 'POST' && request.url.endsWith('/schools/import')) {
          const body = (await request.json()) as { rows: unknown[] };
          imported.push(...body.rows);
          return json({ imported: body.rows.length }, 201);
        }
        return page([school]);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Import schools/ }));
    const line = 'مدرسة الرواد,Al-Rowad School,بنين,1-6,6:45,12:30,24.7,46.7';
    const file = new File(
      [`nameAr,nameEn,gender,grades,startTime,endTime,lat,lng\n${line}\n${line}\n`],
      'schools.csv',
      {
        type: 'text/csv',
      },
    );
    await chooseImportFile(file);
    expect(await screen.findByText('schools.csv: 1 row ready to import, 1 row with errors')).toBeTruthy();
    expect(screen.getByText(/This line repeats an earlier line of the file exactly/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Import the valid rows \(1\)/ }));
    await waitFor(() => expect(imported).toHaveLength(1));
    expect(imported[0]).toMatchObject({
      nameEn: 'Al-Rowad School',
      gender: 'boys',
      grades: [1, 2, 3, 4, 5, 6],
      startTime: '06:45',
    });
    await waitFor(() =>
      expect(shell.toasts).toContainEqual(expect.objectContaining({ summary: 'One school imported' })),
    );
  });

  it.each<ImportInLanguage>([
    {
      locale: 'ar',
      open: /استيراد مدارس/,
      template: /تنزيل ملف نموذجي/,
      submit: /استيراد الصفوف الصحيحة/,
      header: [
        'الاسم بالعربية',
        'الاسم بالإنجليزية',
        'الفئة',
        'الصفوف',
        'بداية الدوام',
        'نهاية الدوام',
        'خط العرض',
        'خط الطول',
        'العنوان',
        'الهاتف',
      ],
    },
    {
      locale: 'en',
      open: /Import schools/,
      template: /Download a template/,
      submit: /Import the valid rows/,
      header: [
        'Name in Arabic',
        'Name in English',
        'Gender',
        'Grades',
        'First bell',
        'Dismissal',
        'Latitude',
        'Longitude',
        'Address',
        'Phone',
      ],
    },
  ])(
    'names the columns in the console language ($locale) and imports its own template back',
    async (language) => {
      const imported: unknown[] = [];
      renderSettingsPage(<SchoolsPage />, {
        path,
        locale: language.locale,
        fetch: async (request) => {
          if (request.method === 'POST' && request.url.endsWith('/schools/import')) {
            imported.push(...((await request.json()) as { rows: unknown[] }).rows);
            return json({ imported: 1 }, 201);
          }
          return page([school]);
        },
      });
      await importOwnTemplateBack(language, 'schools.csv', imported, [
        expect.objectContaining({ nameAr: 'ابتدائية الملك فهد', gender: 'boys', startTime: '06:45' }),
      ]);
    },
  );

  it('is the forbidden view for a dispatcher', async () => {
    renderSettingsPage(<SchoolsPage />, {
      path,
      role: 'dispatcher',
      locale: 'en',
      fetch: () => page([school]),
    });
    expect(await screen.findByText(/not allowed|permission|forbidden/i)).toBeTruthy();
    expect(screen.queryByText('Al-Andalus Private Schools')).toBeNull();
  });
});
