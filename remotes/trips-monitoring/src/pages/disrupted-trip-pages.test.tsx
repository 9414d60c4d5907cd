import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { aDisruption, emptyList } from '../test/fixtures';

import { json, renderPage } from '../test/render-page';
import DisruptedTripListPage from './disrupted-trip-list-page';
import DisruptedTripUpdatePage from './disrupted-trip-update-page';

const BROKEN = { id: '33333333-3333-4333-8333-333333333333', plateNumber: '4821 KSA' };
const BUSY = { id: '77777777-7777-4777-8777-777777777777', plateNumber: '5530 RUH' };
const FREE = { id: '88888888-8888-4888-8888-888888888888', plateNumber: '6104 JED' };

/** A bus of the pickers' list, fit for the road. */
const aBus = (bus: { id: string; plateNumber: string }) => ({
  ...bus,
  version: 1,
  createdAt: '2026-09-01T05:00:00.000Z',
  updatedAt: '2026-09-01T05:00:00.000Z',
  capacity: 30,
  model: 'Hyundai County',
  year: 2022,
  status: 'active',
  inspectionExpiry: '2027-09-01',
  insuranceExpiry: '2027-09-01',
  operatingCardNumber: '4100173',
  operatingCardExpiry: '2027-09-01',
  trackerFitted: true,
  camerasFitted: true,
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
});

describe('disrupted trips', () => {
  it('lists disruptions with their reason and state, filtered from the URL', async () => {
    const requests: URL[] = [];
    renderPage(<DisruptedTripListPage />, {
      url: `${pathTo('disrupted-trip-list')}?status=open`,
      route: routeOf('disrupted-trip-list'),
      fetch: (request) => {
        requests.push(new URL(request.url));
        return json({ items: [aDisruption()], total: 1, page: 1, pageSize: 20 });
      },
    });
    expect(await screen.findByRole('link', { name: 'الملز - ذهاب' })).toBeInTheDocument();
    expect(screen.getByText('عطل فني')).toBeInTheDocument();
    expect(screen.getByText('20 دقيقة')).toBeInTheDocument();
    expect(requests.at(-1)?.searchParams.get('status')).toBe('open');
  });

  it('resolves an open disruption with an outcome and a resolution', async () => {
    const sent: unknown[] = [];
    const disruption = aDisruption();
    // As the API does: once resolved, the disruption reads resolved (and the resolve card goes).
    let current = disruption;
    const { shell } = renderPage(<DisruptedTripUpdatePage />, {
      url: pathTo('disrupted-trip-update', { id: disruption.id }),
      route: routeOf('disrupted-trip-update'),
      fetch: async (request) => {
        const path = new URL(request.url).pathname;
        if (path.endsWith('/resolve')) {
          sent.push(await request.json());
          current = aDisruption({
            status: 'resolved',
            outcome: 'completed',
            version: 2,
            trip: { ...disruption.trip, status: 'completed' },
          });
          return json(current);
        }
        if (path.endsWith(`/disruptions/${disruption.id}`)) return json(current);
        return json(emptyList());
      },
    });
    expect(await screen.findByRole('textbox', { name: 'ملاحظات' })).toHaveTextContent('انفجار إطار');
    // "Parents told" is the count of parents a notice reached, not a switch.
    expect(screen.getByText('وليّا أمر')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'مكتملة' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'المعالجة' }), {
      target: { value: 'وصلت حافلة بديلة' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'معالجة' }));
    await waitFor(() =>
      expect(sent).toEqual([{ outcome: 'completed', resolution: 'وصلت حافلة بديلة', version: 1 }]),
    );
    await waitFor(() => expect(shell.toasts.at(-1)?.summary).toBe('عولج التعطل وأصبحت الرحلة مكتملة'));
  });

  it('offers as replacement neither the disrupted bus nor one on another trip then, and says what a resolution lacks', async () => {
    const disruption = aDisruption();
    renderPage(<DisruptedTripUpdatePage />, {
      url: pathTo('disrupted-trip-update', { id: disruption.id }),
      route: routeOf('disrupted-trip-update'),
      fetch: (request) => {
        const path = new URL(request.url).pathname;
        if (path.endsWith('/busy-crews')) return json({ busIds: [BUSY.id], driverIds: [] });
        if (path.endsWith('/buses')) {
          return json({ items: [BROKEN, BUSY, FREE].map(aBus), total: 3, page: 1, pageSize: 100 });
        }
        if (path.endsWith(`/disruptions/${disruption.id}`)) return json(disruption);
        return json(emptyList());
      },
    });
    expect(await screen.findByText('الحافلة المتعطلة')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'الحافلة البديلة' }));
    const free = await screen.findByTitle('6104 JED');
    expect(free).not.toHaveClass('ant-select-item-option-disabled');
    const busy = screen.getByTitle('5530 RUH');
    expect(busy).toHaveClass('ant-select-item-option-disabled');
    expect(busy).toHaveTextContent('الحافلة في رحلة أخرى في الوقت نفسه');
    expect(screen.queryByTitle('4821 KSA')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'معالجة' }));
    expect(await screen.findByText('اكتب كيف عولج التعطل (حرفان على الأقل)')).toBeInTheDocument();
  });
});
