import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { aDriver } from '../test/driver-fixture';
import { json, renderPage } from '../test/render-page';
import DriverDetailsPage from './driver-details-page';

const route = routeOf('driver-details');
const driver = aDriver({ medicalExpiry: dayjs().subtract(3, 'day').format('YYYY-MM-DD') });
const url = pathTo('driver-details', { id: driver.id });

const PHONE = {
  id: '0b7e8c1a-2f4d-4c6e-9a1b-3c5d7e9f1a2b',
  createdAt: '2026-12-07T03:00:00.000Z',
  lastSeenAt: '2026-12-07T04:12:00.000Z',
  expiresAt: '2026-12-07T15:00:00.000Z',
  device:
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile Safari/537.36',
};

const PAIRING = {
  id: '5d2c4b6a-8e1f-4a3b-9c7d-2e4f6a8b0c1d',
  code: 'K7MQ2XW9RT',
  link: 'https://rihla.example/crew/pair#K7MQ2XW9RT',
  expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
};

function setup(role: 'dispatcher' | 'viewer' = 'dispatcher', answer: object = driver) {
  let sessions = [PHONE];
  const revoked: string[] = [];
  const pairings: string[] = [];
  const view = renderPage(<DriverDetailsPage />, {
    url,
    route,
    role,
    fetch: (request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST' && path.endsWith(`/drivers/${driver.id}/crew-pairings`)) {
        pairings.push('issued');
        return json(PAIRING, 201);
      }
      if (request.method === 'DELETE' && path.endsWith(`/crew-pairings/${PAIRING.id}`)) {
        pairings.push('cancelled');
        return new Response(null, { status: 204 });
      }
      if (request.method === 'DELETE' && path.endsWith(`/crew-sessions/${PHONE.id}`)) {
        revoked.push(PHONE.id);
        sessions = [];
        return new Response(null, { status: 204 });
      }
      if (path.endsWith('/crew-sessions')) return json({ items: sessions });
      return path.endsWith('/history') ? json({ items: [], total: 0, page: 1, pageSize: 20 }) : json(answer);
    },
  });
  return { ...view, revoked, pairings };
}

describe('driver details', () => {
  it('shows the profile with LTR phone and id, the assigned bus linked to its page, and expired documents', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: driver.fullName })).toBeInTheDocument();
    // The Latin spelling, on this Arabic page, is in the profile in a left-to-right island.
    expect(screen.getByText('Sarah Ali Al-Qahtani').closest('[dir="ltr"]')).not.toBeNull();
    expect(screen.getByText('+966501234567').closest('[dir="ltr"]')).not.toBeNull();
    expect(screen.getByText('1123456780').closest('[dir="ltr"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: '1234 ABD' })).toHaveAttribute(
      'href',
      pathTo('bus-update', { id: driver.assignedBusId! }),
    );
    expect(screen.getByText('منتهي')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /تعديل/ })).toBeInTheDocument();
    expect(await screen.findByText('لا توجد تعديلات مسجّلة')).toBeInTheDocument();
  });

  it("lists the crew member's phones with the last sync and signs one out", async () => {
    const { revoked, shell } = setup();
    const card = (await screen.findByText('الجوالات المسجّلة في تطبيق الطاقم')).closest(
      '.ant-card',
    ) as HTMLElement;
    const device = await within(card).findByText('Android 14 · Chrome 131');
    expect(device).toHaveAttribute('title', PHONE.device);
    expect(device.closest('[dir="ltr"]')).not.toBeNull();
    expect(within(card).getByText(/آخر مزامنة/)).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'تسجيل الخروج' }));
    expect(await screen.findByText('تسجيل خروج هذا الجوال من تطبيق الطاقم؟')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'تسجيل الخروج' }).at(-1)!);
    expect(await within(card).findByText('لم يسجّل الدخول من أي جوال')).toBeInTheDocument();
    expect(revoked).toEqual([PHONE.id]);
    expect(shell.toasts).toContainEqual(expect.objectContaining({ summary: 'سُجّل خروج الجوال' }));
  });

  it('pairs a phone: the QR of the app link, the code to type, its time left, and a cancel', async () => {
    const { pairings } = setup();
    // A double click issues one code.
    const pair = await screen.findByRole('button', { name: /ربط جوال/ });
    fireEvent.click(pair);
    fireEvent.click(pair);
    const dialog = await screen.findByRole('dialog', {
      name: `ربط جوال \u2068${driver.fullName}\u2069 بتطبيق الطاقم`,
    });
    expect(pairings).toEqual(['issued']);
    expect(within(dialog).getByLabelText('رمز QR لرابط ربط الجوال')).toBeInTheDocument();
    const code = within(dialog).getByText('K7MQ2-XW9RT');
    expect(code.closest('[dir="ltr"]')).not.toBeNull();
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/صالح لمدة [45]:\d\d/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'إلغاء الرمز' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pairings).toEqual(['issued', 'cancelled']);
  });

  it('gives a viewer no edit button and no link to the bus form', async () => {
    setup('viewer');
    await screen.findByRole('heading', { name: driver.fullName });
    expect(screen.queryByRole('button', { name: /تعديل/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '1234 ABD' })).not.toBeInTheDocument();
    expect(screen.getByText('1234 ABD')).toBeInTheDocument();
    await screen.findByText('Android 14 · Chrome 131');
    expect(screen.queryByRole('button', { name: 'تسجيل الخروج' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ربط جوال/ })).not.toBeInTheDocument();
  });

  it('shows an answer that breaks its contract as a translated error, not as a half-filled page', async () => {
    const { fullName: _dropped, ...withoutName } = driver;
    setup('dispatcher', withoutName);
    expect(await screen.findByText(/وصل من الخادم رد بصيغة غير متوقعة/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /تعديل/ })).not.toBeInTheDocument();
  });

  it('flags a driver under 25 as not dispatched, with his age', async () => {
    setup('dispatcher', { ...driver, dateOfBirth: dayjs().subtract(24, 'year').format('YYYY-MM-DD') });
    expect(await screen.findByText('عمره 24 سنة: لا يُكلَّف بالرحلات قبل 25')).toBeInTheDocument();
  });

  it('shows the first-aid and proficiency expiries and asks for the TGA fields not recorded yet', async () => {
    setup('dispatcher', {
      ...driver,
      firstAidExpiry: null,
      proficiencyExpiry: dayjs().subtract(1, 'day').format('YYYY-MM-DD'),
    });
    expect(await screen.findByText('حقول هيئة النقل غير المسجَّلة بعد')).toBeInTheDocument();
    expect(screen.getByText('شهادة الإسعافات الأولية، تاريخ الميلاد')).toBeInTheDocument();
    expect(screen.getByText('انتهاء شهادة الإسعافات الأولية')).toBeInTheDocument();
    expect(screen.getByText('انتهاء اختبار الكفاءة المهنية')).toBeInTheDocument();
    expect(screen.getByText('انتهاء الفحص الطبي (هيئة النقل)')).toBeInTheDocument();
  });
});
