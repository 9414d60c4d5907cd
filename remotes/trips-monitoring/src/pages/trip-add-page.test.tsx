import { formatGregorian } from '@rihla/shared/format/date';
import { todayIn } from '@rihla/shared/format/today';
import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { emptyList } from '../test/fixtures';
import { json, renderPage } from '../test/render-page';
import TripAddPage from './trip-add-page';

const STOPS = [
  {
    id: 'a1111111-1111-4111-8111-111111111111',
    nameAr: 'مسجد الرحمة',
    nameEn: 'Al-Rahma mosque',
    lat: 24.66,
    lng: 46.73,
  },
  {
    id: 'b2222222-2222-4222-8222-222222222222',
    nameAr: 'بوابة مجمع الريان',
    nameEn: 'Al-Rayyan gate',
    lat: 24.7,
    lng: 46.7,
  },
].map((s) => ({
  ...s,
  district: null,
  notes: null,
  schoolIds: [],
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
}));

const bus = (id: string, plateNumber: string, insuranceExpiry: string) => ({
  id,
  plateNumber,
  capacity: 30,
  model: 'Toyota Coaster',
  year: 2022,
  status: 'active',
  insuranceExpiry,
  inspectionExpiry: '2099-01-01',
  // A bus recorded before the TGA fields: not recorded, which does not block.
  operatingCardNumber: null,
  operatingCardExpiry: null,
  trackerFitted: null,
  camerasFitted: null,
  gpsDeviceId: null,
  notes: null,
  odometerKm: null,
  odometerReadOn: null,
  serviceIntervalKm: null,
  serviceIntervalMonths: null,
  service: {
    odometerKm: null,
    lastServiceOn: null,
    lastServiceKm: null,
    dueOn: null,
    dueKm: null,
    state: null,
  },
  driver: null,
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
const attendant = (id: string, fullName: string, overrides: object = {}) => ({
  id,
  fullName,
  role: 'attendant',
  nationalId: '1098765432',
  phone: '+966551234567',
  licenseNumber: null,
  licenseExpiry: null,
  medicalExpiry: '2099-01-01',
  backgroundCheckExpiry: null,
  firstAidExpiry: null,
  proficiencyExpiry: null,
  dateOfBirth: null,
  status: 'active',
  assignedBusId: null,
  assignedBus: null,
  email: null,
  tripRate: 0,
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...overrides,
});
const ATTENDANTS = [
  attendant('e5555555-5555-4555-8555-555555555555', 'هيفاء سعود الهاجري', { fullNameEn: 'Haifa Al-Hajri' }),
  attendant('f6666666-6666-4666-8666-666666666666', 'نوف خالد العتيبي', { medicalExpiry: '2020-01-01' }),
  attendant('a7777777-7777-4777-8777-777777777777', 'ريم ناصر الدوسري', { status: 'on_leave' }),
];

const BUSES = [
  bus('c3333333-3333-4333-8333-333333333333', '1111 AAA', '2099-01-01'),
  bus('d4444444-4444-4444-8444-444444444444', '2222 BBB', '2020-01-01'),
  { ...bus('b8888888-8888-4888-8888-888888888888', '3333 CCC', '2099-01-01'), camerasFitted: false },
];

function setup(timeZone = 'Asia/Riyadh') {
  const posted: unknown[] = [];
  renderPage(<TripAddPage />, {
    url: pathTo('trip-add'),
    route: routeOf('trip-add'),
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST') posted.push(await request.json());
      if (path.endsWith('/stops')) return json({ items: STOPS, total: 2, page: 1, pageSize: 100 });
      if (path.endsWith('/app-config')) return json({ mapTiles: null, timeZone });
      if (path.endsWith('/buses')) return json({ items: BUSES, total: 2, page: 1, pageSize: 100 });
      const role = new URL(request.url).searchParams.get('role');
      if (path.endsWith('/drivers') && role === 'attendant') {
        return json({ items: ATTENDANTS, total: 3, page: 1, pageSize: 100 });
      }
      return json(emptyList());
    },
  });
  return { posted };
}

describe('add trip', () => {
  it("starts the date on the operators' today, not the browser's", async () => {
    // One of these zones (UTC+14, UTC-11) is always on another day than this machine.
    const browserDay = dayjs().format('YYYY-MM-DD');
    const timeZone =
      todayIn('Pacific/Kiritimati') !== browserDay ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    setup(timeZone);
    const dateField = screen.getByLabelText('التاريخ');
    await waitFor(() => expect(dateField).toHaveValue(formatGregorian(todayIn(timeZone))));
    expect(formatGregorian(todayIn(timeZone))).not.toBe(formatGregorian(browserDay));
  });

  it('flags a bus with an expired document in the picker and does not let it be chosen', async () => {
    setup();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'الحافلة' }));
    const expired = await screen.findByText('(تأمين الحافلة منتهٍ في تاريخ الرحلة)');
    expect(expired.closest('[role="option"], .ant-select-item')).toHaveAttribute('aria-disabled', 'true');
    // The TGA's equipment rule, the same way: a bus without cameras is not offered.
    const noCameras = screen.getByText('(الحافلة بلا كاميرات مركَّبة، وهيئة النقل تشترطها في النقل المدرسي)');
    expect(noCameras.closest('.ant-select-item')).toHaveAttribute('aria-disabled', 'true');
    const valid = screen.getByText('1111 AAA').closest('.ant-select-item');
    expect(valid).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('picks the attendant from the records, only one fit to ride on the day', async () => {
    setup();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^المرافقة/ }));
    const expired = await screen.findByText('(انتهت الشهادة الصحية أو فحص السوابق للمرافق)');
    expect(expired.closest('.ant-select-item')).toHaveAttribute('aria-disabled', 'true');
    const away = screen.getByText('(المرافق غير متاح (إجازة أو موقوف))');
    expect(away.closest('.ant-select-item')).toHaveAttribute('aria-disabled', 'true');
    const fit = screen.getByText('هيفاء سعود الهاجري').closest('.ant-select-item') as HTMLElement;
    expect(fit).not.toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(fit);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^المرافقة/ }).closest('.ant-select')).toHaveTextContent(
        'هيفاء سعود الهاجري',
      ),
    );
  });

  it('finds a crew member by either spelling of their name, and shows the one of the page', async () => {
    setup();
    const picker = screen.getByRole('combobox', { name: /^المرافقة/ });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'Haifa' } });
    const found = await screen.findByText('هيفاء سعود الهاجري');
    expect(found.closest('.ant-select-item')).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Haifa Al-Hajri')).toBeNull();
    expect(screen.queryByText('ريم ناصر الدوسري')).toBeNull();
  });

  it('says a trip needs a stop, in the API words, without calling the API', async () => {
    const { posted } = setup();
    fireEvent.change(screen.getByLabelText('اسم الرحلة'), { target: { value: 'الملز صباحًا' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('أضف محطة واحدة على الأقل')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('adds stops picked on the map in order, each planned after the one before', async () => {
    const { container } = await renderAndWaitForPins();
    fireEvent.click(pin(container, 'بوابة مجمع الريان'));
    fireEvent.click(pin(container, 'مسجد الرحمة'));
    const route = await screen.findByRole('list', { name: 'المحطات' });
    await waitFor(() => expect(within(route).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(route).getAllByRole('listitem');
    expect(first).toHaveTextContent('بوابة مجمع الريان');
    expect(within(first!).getByLabelText('الوقت المخطط بوابة مجمع الريان')).toHaveValue('06:25');
    expect(within(second!).getByLabelText('الوقت المخطط مسجد الرحمة')).toHaveValue('06:33');
    expect(screen.getByText('محطتان، لا طلاب')).toBeTruthy();
    // Picking a stop already on the route does not add it twice.
    fireEvent.click(pin(container, 'مسجد الرحمة'));
    expect(within(route).getAllByRole('listitem')).toHaveLength(2);
  });

  it('adds a stop found by name, from the keyboard, and offers only stops not yet on the route', async () => {
    await renderAndWaitForPins();
    const search = screen.getByRole('combobox', { name: 'أضف محطة بالاسم' });
    fireEvent.mouseDown(search);
    fireEvent.change(search, { target: { value: 'الرحمة' } });
    await screen.findByRole('option', { name: 'مسجد الرحمة' });
    expect(screen.queryByRole('option', { name: 'بوابة مجمع الريان' })).toBeNull();
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const route = await screen.findByRole('list', { name: 'المحطات' });
    await waitFor(() => expect(within(route).getAllByRole('listitem')).toHaveLength(1));
    expect(within(route).getByRole('listitem')).toHaveTextContent('مسجد الرحمة');
    fireEvent.mouseDown(search);
    await waitFor(() => expect(screen.queryByRole('option', { name: 'مسجد الرحمة' })).toBeNull());
  });
});

async function renderAndWaitForPins() {
  setup();
  const container = document.body;
  await waitFor(() => expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2));
  return { container };
}

function pin(container: HTMLElement, name: string): HTMLElement {
  const found = container.querySelector<HTMLElement>(`.leaflet-marker-icon[title="${name}"]`);
  if (!found) throw new Error(`no pin ${name}`);
  return found;
}
