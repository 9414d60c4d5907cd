import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { aDriver } from '../test/driver-fixture';
import { json, renderPage } from '../test/render-page';
import DriverDetailsPage from './driver-details-page';

const route = routeOf('driver-details');
const driver = aDriver({ medicalExpiry: dayjs().subtract(3, 'day').format('YYYY-MM-DD') });
const url = pathTo('driver-details', { id: driver.id });

function setup(role: 'dispatcher' | 'viewer' = 'dispatcher', answer: object = driver) {
  return renderPage(<DriverDetailsPage />, {
    url,
    route,
    role,
    fetch: (request) =>
      request.url.includes('/history') ? json({ items: [], total: 0, page: 1, pageSize: 20 }) : json(answer),
  });
}

describe('driver details', () => {
  it('shows the profile with LTR phone and id, the assigned bus linked to its page, and expired documents', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: driver.fullName })).toBeInTheDocument();
    expect(screen.getByText('+966501234567').closest('[dir="ltr"]')).not.toBeNull();
    expect(screen.getByText('1123456789').closest('[dir="ltr"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: '1234 ABD' })).toHaveAttribute(
      'href',
      pathTo('bus-update', { id: driver.assignedBusId! }),
    );
    expect(screen.getByText('منتهي')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /تعديل/ })).toBeInTheDocument();
    expect(await screen.findByText('لا توجد تعديلات مسجّلة')).toBeInTheDocument();
  });

  it('gives a viewer no edit button and no link to the bus form', async () => {
    setup('viewer');
    await screen.findByRole('heading', { name: driver.fullName });
    expect(screen.queryByRole('button', { name: /تعديل/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '1234 ABD' })).not.toBeInTheDocument();
    expect(screen.getByText('1234 ABD')).toBeInTheDocument();
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
});
