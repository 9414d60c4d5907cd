import type { TripEvent } from '@rihla/shared/contracts/trips';
import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aTrip, aTripDetails, emptyList, TRIP_ID } from '../test/fixtures';
import { json, renderPage } from '../test/render-page';
import TripUpdatePage from './trip-update-page';

const route = routeOf('trip-update');
const url = pathTo('trip-update', { id: TRIP_ID });

/** The trip's school as its picker lists it: the first bell at 06:30. */
const SCHOOL = {
  id: aTrip().schoolId,
  version: 1,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  nameAr: 'مدرسة الأندلس',
  nameEn: 'Al-Andalus School',
  gender: 'boys',
  address: null,
  lat: 24.66,
  lng: 46.73,
  startTime: '06:30',
  endTime: '12:30',
  phone: null,
  active: true,
  grades: [1, 2, 3],
};

function setup(
  details: ReturnType<typeof aTripDetails>,
  onTransition?: (body: unknown) => Response,
  onSave?: () => Response,
) {
  const sent: unknown[] = [];
  const view = renderPage(<TripUpdatePage />, {
    url,
    route,
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/transitions')) {
        const body = await request.json();
        sent.push(body);
        return onTransition?.(body) ?? json(aTrip({ status: 'in_progress', version: 4 }));
      }
      if (request.method === 'PUT') {
        sent.push(await request.json());
        return onSave?.() ?? json(details);
      }
      if (path.endsWith(`/trips/${TRIP_ID}`)) return json(details);
      if (path.endsWith('/schools')) return json({ items: [SCHOOL], total: 1, page: 1, pageSize: 100 });
      return json(emptyList());
    },
  });
  return { ...view, sent };
}

const REEM = aTripDetails().stops[0]!.students[0]!;
const STOP_ID = aTripDetails().stops[0]!.stopId;

/** A timeline event of the trip (scans and stops reached), an hour into the morning. */
function event(type: TripEvent['type'], ids: { stopId?: string; studentId?: string }): TripEvent {
  return {
    id: crypto.randomUUID(),
    type,
    fromStatus: null,
    toStatus: null,
    actorName: null,
    at: '2026-11-23T04:00:00.000Z',
    disruptionId: null,
    stopId: ids.stopId ?? null,
    studentId: ids.studentId ?? null,
    value: null,
    detail: null,
  };
}

/** Every stop reached, every rider of the day on and off: no warning before completing. */
const cleanTimeline = () => [
  event('stop_arrival', { stopId: STOP_ID }),
  event('boarded', { studentId: REEM.id }),
  event('alighted', { studentId: REEM.id }),
];

describe('trip update: a refused save is shown', () => {
  it('names the student put at two stops on the stop where it repeats, and sends nothing', async () => {
    const [first] = aTripDetails().stops;
    const { sent } = setup(
      aTripDetails({
        stops: [
          first!,
          {
            ...first!,
            stopId: '12121212-1212-4121-8121-121212121212',
            plannedTime: '06:40',
            students: [REEM],
          },
        ],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('هذا الطالب مضاف مرتين في الرحلة')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('refuses a departure of 25:99 with the format to use, not only the field’s name, and sends nothing', async () => {
    const { sent } = setup(aTripDetails());
    const departure = await screen.findByLabelText('الانطلاق');
    fireEvent.change(departure, { target: { value: '25:99' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('أدخل الوقت بصيغة ساعة:دقيقة، مثل 06:45')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('refuses an attendant phone that is not a Saudi mobile, with the format to use, and sends nothing', async () => {
    const { sent } = setup(aTripDetails());
    const phone = await screen.findByLabelText(/^جوال المرافقة/);
    fireEvent.change(phone, { target: { value: '0123' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('أدخل رقم جوال سعوديًا صحيحًا، مثل 0501234567')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('asks "this day only or the whole series" when the riders of a series trip change, and sends the choice', async () => {
    const [first] = aTripDetails().stops;
    const seriesTrip = aTripDetails({
      seriesId: '34343434-3434-4343-8343-343434343434',
      stops: [
        first!,
        {
          ...first!,
          stopId: '12121212-1212-4121-8121-121212121212',
          nameAr: 'حديقة الورود',
          plannedTime: '06:40',
          students: [],
        },
      ],
    });
    const { sent, shell } = setup(seriesTrip);
    fireEvent.click((await screen.findAllByRole('button', { name: /^إزالة المحطة/ }))[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('هذا اليوم فقط أم السلسلة كلها؟')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'هذا اليوم فقط' })).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'السلسلة كلها' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ ridersScope: 'series', stops: [{ studentIds: [] }] });
    await waitFor(() => expect(shell.toasts.at(-1)?.summary).toBe(`حُفظت الرحلة ${seriesTrip.name}`));
  });

  it('saves a series trip whose riders did not change without asking', async () => {
    const { sent } = setup(aTripDetails({ seriesId: '34343434-3434-4343-8343-343434343434' }));
    fireEvent.change(await screen.findByLabelText(/^اسم الرحلة/), { target: { value: 'الملز صباحًا ٢' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ ridersScope: 'day' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns that a to-school trip whose last stop is after the first bell brings the children late', async () => {
    const [stop] = aTripDetails().stops;
    setup(aTripDetails({ stops: [{ ...stop!, plannedTime: '06:41' }] }));
    // The last stop is planned at 06:41, the school's bell rings at 06:30.
    expect(
      await screen.findByText(
        'آخر محطة مخطط لها الساعة 06:41، بعد جرس الطابور الأول في مدرسة الأندلس (06:30): سيصل الطلاب متأخرين.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the API refusal of a student booked elsewhere on that stop’s students', async () => {
    const { sent } = setup(aTripDetails(), undefined, () =>
      json(
        {
          type: 'urn:rihla:problem:validation',
          title: 'بيانات غير صالحة',
          status: 400,
          code: 'validation',
          errors: [
            {
              path: 'stops.0.studentIds.0',
              code: 'trips.studentBooked',
              message: 'الطالب في رحلة أخرى في الوقت نفسه',
            },
          ],
        },
        400,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('الطالب في رحلة أخرى في الوقت نفسه')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });
});

describe('trip update', () => {
  it('offers only the moves allowed now, and starts the trip at its version', async () => {
    const { sent, shell } = setup(aTripDetails());
    expect(await screen.findByRole('button', { name: 'بدء الرحلة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء الرحلة' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'إنهاء الرحلة' })).not.toBeInTheDocument();
    expect(screen.getByText('خُططت الرحلة')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'بدء الرحلة' }));
    await waitFor(() => expect(sent).toEqual([{ to: 'in_progress', version: 3 }]));
    await waitFor(() => expect(shell.toasts.at(-1)?.summary).toBe('أصبحت الرحلة جارية'));
  });

  it('shows a refused move with the API reason and the moves allowed', async () => {
    const { shell } = setup(
      aTripDetails({
        status: 'in_progress',
        allowedMoves: ['completed', 'disrupted'],
        events: cleanTimeline(),
      }),
      () =>
        json(
          {
            type: 'urn:rihla:problem:trips.illegalMove',
            title: 'لا يمكن نقل الرحلة إلى هذه الحالة من حالتها الحالية',
            status: 409,
            code: 'trips.illegalMove',
            allowed: ['completed', 'disrupted'],
          },
          409,
        ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'إنهاء الرحلة' }));
    expect(screen.getByRole('button', { name: 'الإبلاغ عن تعطل' })).toBeInTheDocument();
    await waitFor(() => expect(shell.toasts.at(-1)?.severity).toBe('error'));
    expect(shell.toasts.at(-1)?.detail).toContain('إنهاء الرحلة، الإبلاغ عن تعطل');
  });

  it('names the child still scanned on and completes only after the attendant ticks that they walked the bus', async () => {
    const { sent } = setup(
      aTripDetails({
        status: 'in_progress',
        allowedMoves: ['completed', 'disrupted'],
        events: [event('stop_arrival', { stopId: STOP_ID }), event('boarded', { studentId: REEM.id })],
      }),
      () => json(aTrip({ status: 'completed', version: 4 })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'إنهاء الرحلة' }));
    const dialog = await screen.findByRole('dialog', { name: 'قد يكون طالب ما زال في الحافلة' });
    expect(within(dialog).getByText('طفل واحد ما زال مسجّلًا في الحافلة')).toBeInTheDocument();
    expect(within(dialog).getByText('ريم خالد')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'يؤكد المرافق أن الحافلة فارغة' });
    expect(confirm).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'تفقّدت الحافلة حتى آخر مقعد وهي فارغة' }));
    fireEvent.click(confirm);
    await waitFor(() => expect(sent.at(-1)).toEqual({ to: 'completed', version: 3, confirmEmpty: true }));
  });

  it('warns of a stop never reached, and lists no child who never boarded', async () => {
    const { sent } = setup(aTripDetails({ status: 'in_progress', allowedMoves: ['completed', 'disrupted'] }));
    fireEvent.click(await screen.findByRole('button', { name: 'إنهاء الرحلة' }));
    const dialog = await screen.findByRole('dialog', { name: 'قد يكون طالب ما زال في الحافلة' });
    expect(within(dialog).getByText('محطة واحدة لم تصلها الحافلة')).toBeInTheDocument();
    expect(within(dialog).getByText('مسجد الرحمة')).toBeInTheDocument();
    expect(within(dialog).queryByText('ريم خالد')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('completes without the child check when every child who boarded was dropped off', async () => {
    const [stop] = aTripDetails().stops;
    const sibling = { ...REEM, id: '00000000-0000-4000-8000-0000000000aa', nameAr: 'سارة خالد' };
    const { sent } = setup(
      aTripDetails({
        status: 'in_progress',
        allowedMoves: ['completed', 'disrupted'],
        stops: [{ ...stop!, students: [REEM, sibling] }],
        events: cleanTimeline(),
      }),
      () => json(aTrip({ status: 'completed', version: 4 })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'إنهاء الرحلة' }));
    await waitFor(() => expect(sent).toEqual([{ to: 'completed', version: 3 }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the API’s child check when the timeline looked clean', async () => {
    const { sent } = setup(
      aTripDetails({
        status: 'in_progress',
        allowedMoves: ['completed', 'disrupted'],
        events: cleanTimeline(),
      }),
      (body) =>
        !(body as { confirmEmpty?: boolean }).confirmEmpty
          ? json(
              {
                type: 'urn:rihla:problem:trips.childrenOnBoard',
                title: 'لا يمكن إنهاء الرحلة: طالب صعد الحافلة ولم يُسجَّل نزوله. تأكد أن الحافلة فارغة',
                status: 409,
                code: 'trips.childrenOnBoard',
              },
              409,
            )
          : json(aTrip({ status: 'completed', version: 4 })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'إنهاء الرحلة' }));
    const dialog = await screen.findByRole('dialog', { name: 'قد يكون طالب ما زال في الحافلة' });
    expect(within(dialog).getByText(/طالب صعد الحافلة ولم يُسجَّل نزوله/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'تفقّدت الحافلة حتى آخر مقعد وهي فارغة' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'يؤكد المرافق أن الحافلة فارغة' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ to: 'completed', version: 3, confirmEmpty: true }));
  });

  it('marks the students who do not ride that day on a trip under way', async () => {
    setup(aTripDetails({ status: 'completed', allowedMoves: [] }));
    expect(await screen.findByText(/سارة علي \(لا يركب اليوم\)/)).toBeInTheDocument();
    expect(screen.getByText('لا تغييرات أخرى على الحالة: الرحلة مكتملة.')).toBeInTheDocument();
  });
});

describe('trip update: reporting a disruption', () => {
  it('asks what happened and refuses counts out of range, sending nothing until they are right', async () => {
    const reported: unknown[] = [];
    renderPage(<TripUpdatePage />, {
      url,
      route,
      fetch: async (request) => {
        const path = new URL(request.url).pathname;
        if (path.endsWith('/disruptions')) {
          reported.push(await request.json());
          return json({}, 500);
        }
        if (path.endsWith('/busy-crews')) return json({ busIds: [], driverIds: [] });
        if (path.endsWith(`/trips/${TRIP_ID}`)) {
          return json(aTripDetails({ status: 'in_progress', allowedMoves: ['completed', 'disrupted'] }));
        }
        return json(emptyList());
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'الإبلاغ عن تعطل' }));
    const dialog = await screen.findByRole('dialog', { name: 'الإبلاغ عن تعطل' });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'الدقائق الضائعة' }), {
      target: { value: '99999' },
    });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'الطلاب المنقولون' }), {
      target: { value: '-3' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إبلاغ' }));
    expect(await within(dialog).findByText('اختر سبب التعطل')).toBeInTheDocument();
    expect(within(dialog).getByText('أدخل عددًا صحيحًا من 0 إلى 1,440')).toBeInTheDocument();
    expect(within(dialog).getByText('أدخل عددًا صحيحًا من 0 إلى 100')).toBeInTheDocument();
    expect(reported).toEqual([]);
  });
});
