import { pathTo } from '@rihla/shared/routes/path-to';
import { localizedPath } from '@rihla/shared/routes/route-table';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { aDriver } from '../test/driver-fixture';
import { json, renderPage } from '../test/render-page';
import DriverAddPage from './driver-add-page';

const route = routeOf('driver-add', 'en');

function setup(
  fetch: (request: Request) => Response | Promise<Response> = () =>
    json({ items: [], total: 0, page: 1, pageSize: 20 }),
) {
  return renderPage(<DriverAddPage />, { locale: 'en', url: route, route, fetch });
}

describe('add driver form', () => {
  it('requires a licence for a driver but not for an attendant', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    const licence = screen.getByLabelText('Driving licence number');
    await waitFor(() =>
      expect(licence.closest('.ant-form-item')).toHaveTextContent('This field is required'),
    );

    fireEvent.mouseDown(screen.getByLabelText('Role'));
    fireEvent.click(await screen.findByTitle('Attendant'));
    await waitFor(() =>
      expect(licence.closest('.ant-form-item')).not.toHaveTextContent('This field is required'),
    );
  });

  it('translates a bad phone number and national id', async () => {
    setup();
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('National id or iqama'), { target: { value: '3123456789' } });
    expect(await screen.findByText('Enter a valid Saudi mobile number, e.g. 0501234567')).toBeInTheDocument();
    expect(
      await screen.findByText('A national id or iqama is ten digits starting with 1 or 2'),
    ).toBeInTheDocument();
  });

  it('sends the normalised phone and the pay in halalas, then opens the new driver', async () => {
    const posts: unknown[] = [];
    const { shell } = setup(async (request) => {
      if (request.method === 'GET') return json({ items: [], total: 0, page: 1, pageSize: 20 });
      posts.push(await request.json());
      return json(aDriver({ fullName: 'Sara Ali' }), 201);
    });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'سارة علي' } });
    fireEvent.change(screen.getByLabelText(/^Name in English/), { target: { value: 'Sara Ali' } });
    fireEvent.mouseDown(screen.getByLabelText('Role'));
    fireEvent.click(await screen.findByTitle('Attendant'));
    fireEvent.change(screen.getByLabelText('National id or iqama'), { target: { value: '2123456788' } });
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '050 123 4567' } });
    fireEvent.change(screen.getByLabelText('Pay per trip'), { target: { value: '45.5' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(screen.getByTestId('url')).toHaveTextContent(
        localizedPath(pathTo('driver-details', { id: '6a1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d02' }), 'en'),
      ),
    );
    expect(posts).toEqual([
      expect.objectContaining({
        fullName: 'سارة علي',
        fullNameEn: 'Sara Ali',
        role: 'attendant',
        phone: '+966501234567',
        tripRate: 4550,
        licenseNumber: null,
      }),
    ]);
    expect(shell.toasts[0]).toMatchObject({ severity: 'success', summary: 'Sara Ali saved' });
  });

  it('refuses a date of birth that makes a driver 17, with a translated message on the field', async () => {
    const posts: unknown[] = [];
    setup(async (request) => {
      if (request.method !== 'GET') posts.push(await request.json());
      return json({ items: [], total: 0, page: 1, pageSize: 20 });
    });
    const birth = dayjs().subtract(17, 'year').format('MM/DD/YY');
    const dateOfBirth = screen.getByLabelText(/^Date of birth/);
    fireEvent.change(dateOfBirth, { target: { value: birth } });
    fireEvent.blur(dateOfBirth);
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(dateOfBirth.closest('.ant-form-item')).toHaveTextContent(
        'This date of birth makes them younger than 18',
      ),
    );
    expect(posts).toEqual([]);
  });

  it('takes the TGA medical, first-aid and proficiency expiries, warning on an expired one without refusing it', async () => {
    const posts: Array<Record<string, unknown>> = [];
    setup(async (request) => {
      if (request.method === 'GET') return json({ items: [], total: 0, page: 1, pageSize: 20 });
      posts.push(await request.json());
      return json(aDriver(), 201);
    });
    expect(screen.getByLabelText(/^TGA medical examination expiry/)).toBeInTheDocument();
    const firstAid = screen.getByLabelText(/^First-aid certificate expiry/);
    fireEvent.change(firstAid, { target: { value: dayjs().subtract(2, 'day').format('MM/DD/YY') } });
    fireEvent.blur(firstAid);
    await waitFor(() =>
      expect(firstAid.closest('.ant-form-item')).toHaveTextContent(
        'Expired: it cannot be planned on any trip until it is renewed',
      ),
    );
    const proficiency = screen.getByLabelText(/^TGA proficiency test expiry/);
    const inAYear = dayjs().add(1, 'year');
    fireEvent.change(proficiency, { target: { value: inAYear.format('MM/DD/YY') } });
    fireEvent.blur(proficiency);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Sara Ali' } });
    fireEvent.mouseDown(screen.getByLabelText('Role'));
    fireEvent.click(await screen.findByTitle('Attendant'));
    fireEvent.change(screen.getByLabelText('National id or iqama'), { target: { value: '2123456788' } });
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '0501234567' } });
    fireEvent.change(screen.getByLabelText('Pay per trip'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      firstAidExpiry: dayjs().subtract(2, 'day').format('YYYY-MM-DD'),
      proficiencyExpiry: inAYear.format('YYYY-MM-DD'),
    });
  });
});
