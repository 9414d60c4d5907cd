import { type PlannerProposal, type PlannerRun, plannerRulesSchema } from '@rihla/shared/contracts/planner';
import { pathTo } from '@rihla/shared/routes/path-to';
import { routeOf } from '@rihla/shared/test/route-of';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, renderPage } from '../test/render-page';
import RoutePlannerPage from './route-planner-page';

const route = routeOf('route-planner');
const RUN_ID = '7d1f2a34-5b6c-4d7e-8f90-a1b2c3d4e5f6';
const SCHOOL = { id: 'school-1', nameAr: 'مدرسة الأندلس', nameEn: 'Al-Andalus School', lat: 24.7, lng: 46.7 };

const proposal: PlannerProposal = {
  schools: [SCHOOL],
  stops: [
    {
      key: 'r1-1',
      schoolId: SCHOOL.id,
      lat: 24.72,
      lng: 46.72,
      existingStopId: null,
      nameAr: 'مدرسة الأندلس - محطة 1',
      nameEn: 'Al-Andalus School - stop 1',
      studentIds: ['s1', 's2'],
      doorToDoor: false,
    },
  ],
  routes: [
    {
      key: 'r1',
      schoolId: SCHOOL.id,
      gender: 'boy',
      bus: 0,
      stops: [{ key: 'r1-1', time: '06:41' }],
      departureTime: '06:41',
      arrivalTime: '07:00',
      riders: 2,
      rideMinutes: 18.5,
    },
  ],
  buses: [
    {
      busId: 'bus-1',
      plateNumber: '1234 ABC',
      driverId: 'd-1',
      driverName: 'خالد العتيبي',
      routeKeys: ['r1'],
    },
  ],
  students: [
    { id: 's1', nameAr: 'سعد', nameEn: 'Saad', schoolId: SCHOOL.id, gender: 'boy' },
    { id: 's2', nameAr: 'فهد', nameEn: 'Fahd', schoolId: SCHOOL.id, gender: 'boy' },
    { id: 's3', nameAr: 'ماجد', nameEn: 'Majed', schoolId: SCHOOL.id, gender: 'boy' },
  ],
  unplanned: [{ studentId: 's3', reason: 'near-school' }],
  figures: {
    proposal: {
      buses: 1,
      drivingMinutes: 18.5,
      longestRideMinutes: 18.5,
      ridersPerBus: 2,
      riders: 2,
      notServed: 1,
    },
    current: {
      buses: 2,
      drivingMinutes: 60,
      longestRideMinutes: 35,
      ridersPerBus: 1,
      riders: 2,
      notServed: 1,
    },
    currentDate: '2026-12-07',
  },
  edits: [],
  violations: [],
};

function aRun(overrides: Partial<PlannerRun> = {}): PlannerRun {
  return {
    id: RUN_ID,
    version: 2,
    status: 'done',
    input: {
      schoolIds: [SCHOOL.id],
      termStart: '2027-01-03',
      termEnd: '2027-01-14',
      weekdays: [0, 1, 2, 3, 4],
      rules: plannerRulesSchema.parse({}),
      timeLimitSeconds: 20,
    },
    progress: { fraction: 1, buses: 1, drivingMinutes: 19 },
    error: null,
    proposal,
    createdAt: '2026-12-06T10:00:00.000Z',
    updatedAt: '2026-12-06T10:00:20.000Z',
    ...overrides,
  };
}

/** The school as the schools list gives it, for the planner's school picker. */
const LISTED_SCHOOL = {
  ...SCHOOL,
  id: '2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d',
  version: 1,
  createdAt: '2026-09-01T08:00:00.000Z',
  updatedAt: '2026-09-01T08:00:00.000Z',
  gender: 'boys',
  address: null,
  startTime: '07:00',
  endTime: '13:00',
  phone: null,
  active: true,
  grades: [1, 2, 3],
};

const emptyList = { items: [], total: 0, page: 1, pageSize: 100 };
const url = `${pathTo('route-planner')}?run=${RUN_ID}`;

/** A finished run's page for an administrator; accepting it is answered with the trips made. */
function renderAccepting() {
  const posted: Array<{ path: string; body: unknown }> = [];
  const view = renderPage(<RoutePlannerPage />, {
    url,
    route,
    role: 'admin',
    fetch: async (request) => {
      if (request.method === 'POST') {
        posted.push({ path: new URL(request.url).pathname, body: await request.json() });
        return json({
          run: aRun({ status: 'accepted', version: 3 }),
          stopsCreated: 1,
          seriesCreated: 1,
          tripsCreated: 10,
          parentsTold: 2,
        });
      }
      if (request.url.includes('/planner/runs/')) return json(aRun());
      return json(emptyList);
    },
  });
  return { ...view, posted };
}

describe('route planner', () => {
  it('shows a running search with its progress and stops it on request', async () => {
    const posted: string[] = [];
    renderPage(<RoutePlannerPage />, {
      url,
      route,
      fetch: (request) => {
        if (request.method === 'POST') {
          posted.push(new URL(request.url).pathname);
          return json(aRun({ status: 'stopped' }));
        }
        if (request.url.includes('/planner/runs/')) {
          return json(
            aRun({
              status: 'running',
              proposal: null,
              progress: { fraction: 0.4, buses: 3, drivingMinutes: 200 },
            }),
          );
        }
        return json(emptyList);
      },
    });
    expect(await screen.findByText('أفضل خطة حتى الآن: 3 حافلات')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    fireEvent.click(screen.getByRole('button', { name: 'أوقف واحتفظ بأفضل خطة' }));
    await waitFor(() => expect(posted).toEqual([`/api/v1/planner/runs/${RUN_ID}/stop`]));
    // Stopped, the run shows its best plan.
    expect(await screen.findByText('1234 ABC')).toBeInTheDocument();
  });

  it('sets the figures beside the current plan, lists who is not served, and accepts at the version read', async () => {
    const { posted, shell } = renderAccepting();
    const buses = (await screen.findByText('الحافلات')).closest('tr')!;
    expect(buses).toHaveTextContent('الحافلات12');
    expect(screen.getByText('ماجد').closest('tr')).toHaveTextContent('يسكن قريبًا من المدرسة');
    expect(screen.getByText('1234 ABC')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'اعتمد المقترح' }));
    await waitFor(() =>
      expect(posted).toEqual([{ path: `/api/v1/planner/runs/${RUN_ID}/accept`, body: { version: 2 } }]),
    );
    await waitFor(() => expect(shell.toasts.at(-1)?.summary).toBe('أُنشئت 10 رحلات'));
    expect(await screen.findByText('اعتُمد هذا المقترح وأُنشئت رحلاته')).toBeInTheDocument();
  });

  it('accepts once when Accept is clicked twice before it shows it is busy', async () => {
    const { posted, shell } = renderAccepting();
    const accept = await screen.findByRole('button', { name: 'اعتمد المقترح' });
    fireEvent.click(accept);
    fireEvent.click(accept);
    await waitFor(() => expect(shell.toasts.at(-1)?.summary).toBe('أُنشئت 10 رحلات'));
    expect(posted).toEqual([{ path: `/api/v1/planner/runs/${RUN_ID}/accept`, body: { version: 2 } }]);
  });

  it('starts one run when Run the planner is clicked twice (English)', async () => {
    const posted: Array<{ path: string; key: string | null }> = [];
    renderPage(<RoutePlannerPage />, {
      url: pathTo('route-planner'),
      route,
      locale: 'en',
      fetch: async (request) => {
        const path = new URL(request.url).pathname;
        if (request.method === 'POST') {
          posted.push({ path, key: request.headers.get('idempotency-key') });
          return json(aRun({ status: 'running', proposal: null }), 201);
        }
        if (path.includes('/planner/runs/')) return json(aRun({ status: 'running', proposal: null }));
        if (path.endsWith('/schools')) return json({ ...emptyList, items: [LISTED_SCHOOL], total: 1 });
        return json(emptyList);
      },
    });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Schools' }));
    fireEvent.click(await screen.findByTitle('Al-Andalus School'));
    for (const [label, day] of [
      ['Term starts', '2027-01-03'],
      ['Term ends', '2027-01-14'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value: day } });
      fireEvent.keyDown(screen.getByLabelText(label), { key: 'Enter' });
    }
    const run = screen.getByRole('button', { name: 'Run the planner' });
    fireEvent.click(run);
    fireEvent.click(run);
    expect(await screen.findByText('The planner is searching for the best plan')).toBeInTheDocument();
    expect(posted).toEqual([{ path: '/api/v1/planner/runs', key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
  });

  it('lists every route and reason when the proposal is refused', async () => {
    renderPage(<RoutePlannerPage />, {
      url,
      route,
      role: 'admin',
      fetch: (request) => {
        if (request.method === 'POST') {
          return json(
            {
              type: 'urn:rihla:problem:planner.refused',
              title: 'رُفض جزء من المقترح ولم يُعتمد شيء منه',
              status: 409,
              code: 'planner.refused',
              errors: [
                {
                  path: 'routes.0.busId',
                  code: 'trips.busBooked',
                  message: 'الحافلة في رحلة أخرى في الوقت نفسه',
                },
              ],
            },
            409,
          );
        }
        if (request.url.includes('/planner/runs/')) return json(aRun());
        return json(emptyList);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'اعتمد المقترح' }));
    expect(await screen.findByText('المسار 1: الحافلة في رحلة أخرى في الوقت نفسه')).toBeInTheDocument();
  });

  // The proposal with a second stop on its route, where Naif boards.
  const twoStops: PlannerProposal = {
    ...proposal,
    stops: [
      ...proposal.stops,
      {
        ...proposal.stops[0]!,
        key: 'r1-2',
        lat: 24.73,
        nameAr: 'مدرسة الأندلس - محطة 2',
        nameEn: 'Al-Andalus School - stop 2',
        studentIds: ['s4'],
      },
    ],
    routes: [
      {
        ...proposal.routes[0]!,
        stops: [
          { key: 'r1-1', time: '06:35' },
          { key: 'r1-2', time: '06:41' },
        ],
        departureTime: '06:35',
        riders: 3,
      },
    ],
    students: [
      ...proposal.students,
      { id: 's4', nameAr: 'نايف', nameEn: 'Naif', schoolId: SCHOOL.id, gender: 'boy' },
    ],
  };

  async function choose(label: string, option: string) {
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
    fireEvent.click(await screen.findByTitle(option));
  }

  it('moves a student to another stop, shows the re-checked figures and the rule it breaks, and cannot accept it', async () => {
    const bodies: { path: string; body: unknown }[] = [];
    const edited: PlannerProposal = {
      ...twoStops,
      stops: [
        { ...twoStops.stops[0]!, studentIds: ['s2'] },
        { ...twoStops.stops[1]!, studentIds: ['s4', 's1'] },
      ],
      figures: { ...twoStops.figures, proposal: { ...twoStops.figures.proposal, drivingMinutes: 90 } },
      edits: [{ kind: 'move-student', studentId: 's1', toStopKey: 'r1-2' }],
      violations: [{ rule: 'walk-limit', routeKey: 'r1', studentId: 's1', amount: 520, limit: 400 }],
    };
    const { shell } = renderPage(<RoutePlannerPage />, {
      url,
      route,
      role: 'admin',
      fetch: async (request) => {
        const path = new URL(request.url).pathname;
        if (request.method === 'POST') {
          bodies.push({ path, body: await request.json() });
          if (path.endsWith('/edits')) return json(aRun({ version: 3, proposal: edited }));
          return json(
            {
              type: 'urn:rihla:problem:planner.hasViolations',
              title: 'المقترح المعدَّل يخالف قواعد التخطيط؛ أصلح المخالفات قبل اعتماده',
              status: 409,
              code: 'planner.hasViolations',
            },
            409,
          );
        }
        if (request.url.includes('/planner/runs/')) return json(aRun({ proposal: twoStops }));
        return json(emptyList);
      },
    });
    const hours = (await screen.findByText('ساعات القيادة')).closest('tr')!;
    expect(hours).toHaveTextContent('ساعات القيادة0.31');
    await choose('الطالب', 'سعد');
    await choose('إلى المحطة', 'المسار 1 · مدرسة الأندلس - محطة 2');
    fireEvent.click(screen.getByRole('button', { name: 'انقل الطالب' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          path: `/api/v1/planner/runs/${RUN_ID}/edits`,
          body: { version: 2, edit: { kind: 'move-student', studentId: 's1', toStopKey: 'r1-2' } },
        },
      ]),
    );
    // The answer's figures and the checker's finding, in words.
    await waitFor(() =>
      expect(screen.getByText('ساعات القيادة').closest('tr')).toHaveTextContent('ساعات القيادة1.51'),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('المقترح المعدَّل يخالف هذه القواعد ولا يُعتمد حتى تُصلَح');
    expect(
      within(alert).getByText('سعد يمشي 520 م إلى المحطة، أكثر من الحد المسموح 400 م'),
    ).toBeInTheDocument();
    expect(screen.getByText('تعديل واحد')).toBeInTheDocument();
    expect(shell.toasts.at(-1)?.summary).toBe('أُعيد حساب الأوقات، والمقترح صار يخالف قاعدة');

    fireEvent.click(screen.getByRole('button', { name: 'اعتمد المقترح' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ path: `/api/v1/planner/runs/${RUN_ID}/accept`, body: { version: 3 } }),
    );
    await waitFor(() =>
      expect(shell.toasts.at(-1)?.detail).toBe(
        'المقترح المعدَّل يخالف قواعد التخطيط؛ أصلح المخالفات قبل اعتماده',
      ),
    );
  });

  it('moves a stop to another place on its route and shows the conflict when someone edited first (English)', async () => {
    let body: unknown;
    let reads = 0;
    renderPage(<RoutePlannerPage />, {
      url,
      route,
      role: 'admin',
      locale: 'en',
      fetch: async (request) => {
        if (request.method === 'POST') {
          body = await request.json();
          return json(
            { type: 'urn:rihla:problem:conflict.stale', title: 'Stale', status: 409, code: 'conflict.stale' },
            409,
          );
        }
        if (request.url.includes('/planner/runs/')) {
          reads++;
          return json(aRun({ proposal: twoStops }));
        }
        return json(emptyList);
      },
    });
    await choose('Stop', 'Route 1 · Al-Andalus School - stop 2');
    await choose('To the route', 'Route 1 (boys)');
    await choose('Place on the route', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Move the stop' }));
    await waitFor(() =>
      expect(body).toEqual({
        version: 2,
        edit: { kind: 'move-stop', stopKey: 'r1-2', toRouteKey: 'r1', position: 0 },
      }),
    );
    const stale = await screen.findByRole('alert');
    const before = reads;
    fireEvent.click(within(stale).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
