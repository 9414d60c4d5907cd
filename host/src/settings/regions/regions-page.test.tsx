import type { Region } from '@rihla/shared/contracts/regions';
import type { School } from '@rihla/shared/contracts/schools';
import { pathTo } from '@rihla/shared/routes/path-to';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, page, renderSettingsPage } from '../places/render-settings-page';
import { RegionsPage } from './regions-page';

const school = (id: string, nameAr: string, nameEn: string): School => ({
  id,
  version: 1,
  createdAt: '2026-09-01T08:00:00.000Z',
  updatedAt: '2026-09-01T08:00:00.000Z',
  nameAr,
  nameEn,
  gender: 'girls',
  address: null,
  lat: 24.8,
  lng: 46.6,
  startTime: '06:45',
  endTime: '12:30',
  phone: null,
  active: true,
  grades: [1, 2, 3],
});
const andalus = school('5b0e8f0a-2c1d-4e6f-8a9b-0c1d2e3f4a5b', 'مدارس الأندلس', 'Al-Andalus Schools');
const rowad = school('5b0e8f0a-2c1d-4e6f-8a9b-0c1d2e3f4a5c', 'مدرسة الرواد', 'Al-Rowad School');
const north: Region = {
  id: '9d1e8f0a-2c1d-4e6f-8a9b-0c1d2e3f4a5b',
  version: 2,
  createdAt: '2026-09-01T08:00:00.000Z',
  updatedAt: '2026-09-01T08:00:00.000Z',
  nameAr: 'شمال الرياض',
  nameEn: 'North Riyadh',
  schoolIds: [andalus.id, rowad.id],
};
const path = pathTo('settings-regions');

afterEach(() => cleanup());

/** The API: the regions' list, the schools' options, and what `write` answers to a POST or DELETE. */
function api(write: (request: Request) => Response | Promise<Response> = () => json({}, 500)) {
  const asked: Request[] = [];
  return {
    asked,
    fetch: (request: Request) => {
      asked.push(request);
      const { pathname } = new URL(request.url);
      if (request.method !== 'GET') return write(request);
      return pathname === '/api/v1/schools' ? page([andalus, rowad]) : page([north]);
    },
  };
}

describe('the regions settings page', () => {
  it('lists the regions with the schools each groups, in Arabic', async () => {
    const { fetch, asked } = api();
    renderSettingsPage(<RegionsPage />, { path, fetch });
    const row = (await screen.findByRole('link', { name: 'شمال الرياض' })).closest('tr') as HTMLElement;
    await waitFor(() => expect(row.textContent).toContain('مدارس الأندلس'));
    expect(row.textContent).toContain('مدرسة الرواد');
    expect(screen.getByText('قطاع واحد')).toBeTruthy();
    expect(asked.some((request) => new URL(request.url).pathname === '/api/v1/regions')).toBe(true);
  });

  it('adds a region with its schools, and refuses one without a school before asking the API', async () => {
    const posts: unknown[] = [];
    const { fetch } = api(async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      posts.push(body);
      return json({ ...north, ...body, version: 1 }, 201);
    });
    const { shell } = renderSettingsPage(<RegionsPage />, { path, search: '?edit=new', locale: 'en', fetch });
    fireEvent.change(await screen.findByLabelText('Name in Arabic'), { target: { value: 'جنوب الرياض' } });
    fireEvent.change(screen.getByLabelText('Name in English'), { target: { value: 'South Riyadh' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    const schoolsField = screen.getByLabelText('Schools').closest('.ant-form-item') as HTMLElement;
    expect(await within(schoolsField).findByText('A region holds at least one school')).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.mouseDown(screen.getByLabelText('Schools'));
    fireEvent.click(
      await screen.findByText('Al-Rowad School', { selector: '.ant-select-item-option-content' }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ nameAr: 'جنوب الرياض', nameEn: 'South Riyadh', schoolIds: [rowad.id] });
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/en/dashboard/settings/regions'));
    expect(shell.toasts).toContainEqual(
      expect.objectContaining({ severity: 'success', summary: 'South Riyadh saved' }),
    );
  });

  it('says why a region an operator is limited to is not deleted', async () => {
    const { fetch } = api(() =>
      json(
        {
          type: 'about:blank',
          title: 'مشغلون محدودون بهذا القطاع، فأزله من نطاقهم قبل حذفه',
          status: 409,
          code: 'operators.regionInUse',
        },
        409,
      ),
    );
    const { shell } = renderSettingsPage(<RegionsPage />, { path, fetch });
    fireEvent.click(await screen.findByRole('button', { name: 'حذف شمال الرياض' }));
    fireEvent.click(await screen.findByRole('button', { name: 'حذف' }));
    await waitFor(() =>
      expect(shell.toasts).toContainEqual(
        expect.objectContaining({ severity: 'error', detail: expect.stringMatching(/محدودون بهذا القطاع/) }),
      ),
    );
  });
});
