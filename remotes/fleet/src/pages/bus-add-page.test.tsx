import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, renderPage } from '../test/render-page';
import BusAddPage from './bus-add-page';

function setup(
  locale: 'ar' | 'en',
  fetch: (_: Request) => Response | Promise<Response> = () => json({}, 500),
) {
  const route = routeOf('bus-add', locale);
  return renderPage(<BusAddPage />, { locale, fetch, url: route, route });
}

describe('add bus form', () => {
  it('shows the plate rule in Arabic for a bad plate', async () => {
    setup('ar');
    fireEvent.change(screen.getByLabelText('رقم اللوحة'), { target: { value: 'ABCD 12' } });
    expect(
      await screen.findByText(
        'رقم اللوحة من 1 إلى 4 أرقام و1 إلى 3 أحرف عربية أو لاتينية، مثل \u20661234 ABD\u2069',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the plate example in its own order inside the Arabic hint', () => {
    setup('ar');
    expect(screen.getByText(/الأرقام ثم الأحرف العربية أو اللاتينية، مثل/)).toBeInTheDocument();
    expect(screen.getByText('1234 ABD').closest('bdi')).toHaveAttribute('dir', 'ltr');
  });

  it('shows the plate rule in English for a bad plate', async () => {
    setup('en');
    fireEvent.change(screen.getByLabelText('Plate number'), { target: { value: '12345 AB' } });
    expect(
      await screen.findByText('A plate is 1 to 4 digits and 1 to 3 Arabic or Latin letters, e.g. 1234 ABD'),
    ).toBeInTheDocument();
  });

  it('accepts a plate typed without the space and in lower case', async () => {
    setup('en');
    const plate = screen.getByLabelText('Plate number');
    fireEvent.change(plate, { target: { value: 'x' } });
    await screen.findByText(/A plate is 1 to 4 digits/);
    fireEvent.change(plate, { target: { value: '1234abd' } });
    await waitFor(() => expect(screen.queryByText(/A plate is 1 to 4 digits/)).not.toBeInTheDocument());
  });

  it('marks every required field when saving an empty form, without calling the API', async () => {
    const calls: Request[] = [];
    setup('ar', (request) => {
      // The operators' clock (for the expired-document warning) is read, nothing is saved.
      if (!request.url.endsWith('/app-config')) calls.push(request);
      return json({}, 500);
    });
    fireEvent.click(screen.getByRole('button', { name: /حفظ/ }));
    expect(await screen.findAllByText('هذا الحقل مطلوب')).not.toHaveLength(0);
    expect(await screen.findAllByText('أدخل تاريخًا صحيحًا')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('sends the operating card and the equipment, warning that a bus without cameras is not dispatched', async () => {
    const posts: Array<Record<string, unknown>> = [];
    setup('en', async (request) => {
      if (request.method === 'POST') posts.push(await request.json());
      return json({}, 500);
    });
    fireEvent.change(screen.getByLabelText(/^Operating card number/), { target: { value: '٤١٠٠١٧٣' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    // A card number is checked against its expiry: the expiry is asked for.
    const expiry = screen.getByLabelText(/^Operating card expiry/);
    await waitFor(() => expect(expiry.closest('.ant-form-item')).toHaveTextContent('This field is required'));
    fireEvent.mouseDown(screen.getByLabelText(/^Cameras/));
    fireEvent.click(await screen.findByTitle('Not fitted'));
    const cameras = screen.getByLabelText(/^Cameras/).closest('.ant-form-item');
    await waitFor(() =>
      expect(cameras).toHaveTextContent('Not fitted: the bus cannot be planned on any trip'),
    );
    expect(posts).toEqual([]);
  });

  it('names the operating card and the equipment in Arabic', () => {
    setup('ar');
    expect(screen.getByText('هيئة النقل العام')).toBeInTheDocument();
    expect(screen.getByLabelText(/^رقم بطاقة التشغيل/)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText(/^انتهاء بطاقة التشغيل/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^جهاز التتبع/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^الكاميرات/)).toBeInTheDocument();
  });

  it('hides the form from a role that cannot change the fleet', () => {
    renderPage(<BusAddPage />, {
      role: 'viewer',
      fetch: () => json({}),
      url: routeOf('bus-add'),
      route: routeOf('bus-add'),
    });
    expect(screen.queryByLabelText('رقم اللوحة')).not.toBeInTheDocument();
    expect(screen.getByText('لا تملك صلاحية هذه الصفحة')).toBeInTheDocument();
  });
});
