import type { Geofence } from '@rihla/shared/contracts/geofences';
import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, renderPage } from '../test/render-page';
import ZonesPage from './zones-page';

const SCHOOL_ZONE: Geofence = {
  id: '51515151-5151-4515-8515-515151515151',
  version: 1,
  createdAt: '2026-12-01T08:00:00.000Z',
  updatedAt: '2026-12-01T08:00:00.000Z',
  nameAr: 'مدرسة الأندلس',
  nameEn: 'Al-Andalus School',
  kind: 'school',
  shape: { type: 'circle', center: { lat: 24.66, lng: 46.73 }, radiusM: 150 },
  schoolId: '61616161-6161-4616-8616-616161616161',
  dwellLimitMinutes: null,
  speedLimitKmh: null,
};
const NO_GO: Geofence = {
  ...SCHOOL_ZONE,
  id: '52525252-5252-4525-8525-525252525252',
  nameAr: 'سوق مغلق',
  nameEn: 'Closed market',
  kind: 'no_go',
  shape: {
    type: 'polygon',
    points: [
      { lat: 24.7, lng: 46.7 },
      { lat: 24.7, lng: 46.71 },
      { lat: 24.71, lng: 46.71 },
    ],
  },
  schoolId: null,
};

function setup(role: 'dispatcher' | 'viewer' = 'dispatcher', answer?: (request: Request) => Response) {
  const sent: unknown[] = [];
  const view = renderPage(<ZonesPage />, {
    url: pathTo('zones'),
    route: routeOf('zones'),
    role,
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST' && path.endsWith('/geofences')) {
        sent.push(await request.json());
        return answer ? answer(request) : json(NO_GO, 201);
      }
      if (path.endsWith('/geofences'))
        return json({ items: [SCHOOL_ZONE, NO_GO], total: 2, page: 1, pageSize: 100 });
      if (path.endsWith('/schools')) return json({ items: [], total: 0, page: 1, pageSize: 100 });
      return json({ mapTiles: null, timeZone: 'Asia/Riyadh' });
    },
  });
  return { ...view, sent };
}

describe('zones page', () => {
  it('lists the zones with their kind and shape, and lets a viewer only look', async () => {
    setup('viewer');
    const table = within(await screen.findByRole('table'));
    expect(await table.findByText('مدرسة الأندلس')).toBeInTheDocument();
    expect(table.getByText('دائرة 150 م')).toBeInTheDocument();
    expect(table.getByText('منطقة محظورة')).toBeInTheDocument();
    expect(table.getByText('مضلع من 3 رؤوس')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'خريطة المناطق' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'إضافة منطقة' })).not.toBeInTheDocument();
    expect(table.queryByRole('button', { name: 'حذف' })).not.toBeInTheDocument();
  });

  it('shows the API’s refusal of a polygon without enough corners', async () => {
    const { sent, shell } = setup('dispatcher', () =>
      json(
        {
          type: 'urn:rihla:problem:validation',
          title: 'بيانات غير صالحة',
          status: 400,
          code: 'validation',
          errors: [
            {
              path: 'shape.points',
              code: 'validation.polygonTooFewPoints',
              message: 'المضلع يحتاج ثلاث نقاط على الأقل',
            },
          ],
        },
        400,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'إضافة منطقة' }));
    fireEvent.change(screen.getByLabelText('الاسم بالعربية'), { target: { value: 'منطقة التحميل' } });
    fireEvent.change(screen.getByLabelText('الاسم بالإنجليزية'), { target: { value: 'Loading area' } });
    fireEvent.change(screen.getByLabelText('حد السرعة داخلها (كم/س)'), { target: { value: '30' } });
    expect(
      screen.getByText('انقر على الخريطة لتضع رؤوس المنطقة بالترتيب، ثم اسحب أي رأس لتحريكه.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'حفظ المنطقة' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      nameEn: 'Loading area',
      kind: 'other',
      speedLimitKmh: 30,
      shape: { type: 'polygon', points: [] },
    });
    await waitFor(() => expect(shell.toasts.at(-1)?.detail).toContain('المضلع يحتاج ثلاث نقاط على الأقل'));
  });
});
