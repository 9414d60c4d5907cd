import { todayInRiyadh } from '../fixtures/data';
import { chooseOption, typeDate } from '../fixtures/forms';
import { inLocale } from '../fixtures/locales';
import { localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

/** What the operator reads on the planner page (the remote's message files say the same). */
const TEXTS = {
  title: 'مخطط المسارات',
  schools: 'المدارس',
  termStart: 'بداية الفصل',
  termEnd: 'نهاية الفصل',
  searchTime: 'مدة البحث (ثانية)',
  run: 'شغّل المخطط',
  accept: 'اعتمد المقترح',
  acceptedBanner: 'اعتُمد هذا المقترح وأُنشئت رحلاته',
  buses: 'الحافلات',
  bestSoFar: 'أفضل خطة حتى الآن',
  stop: 'أوقف واحتفظ بأفضل خطة',
  student: 'الطالب',
  toStop: 'إلى المحطة',
  moveStudent: 'انقل الطالب',
  drivingHours: 'ساعات القيادة',
  oneEdit: 'تعديل واحد',
  rechecked: 'أُعيد حساب الأوقات، والمقترح يلتزم بكل القواعد',
  routeN: (n: number) => `المسار ${n}`,
};

interface Proposal {
  stops: {
    key: string;
    lat: number;
    lng: number;
    nameAr: string;
    studentIds: string[];
    doorToDoor: boolean;
  }[];
  routes: { key: string; gender: string | null; riders: number; stops: { key: string }[] }[];
  students: { id: string; nameAr: string }[];
  figures: { proposal: { drivingMinutes: number; riders: number } };
  violations: unknown[];
}

const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
};

interface TripRow {
  id: string;
  busId: string;
  driverId: string;
  departureTime: string;
  arrivalTime: string;
  status: string;
  studentCount: number;
  bus: { capacity: number };
}

const overlaps = (a: TripRow, b: TripRow) =>
  a.departureTime === b.departureTime || (a.departureTime < b.arrivalTime && b.departureTime < a.arrivalTime);

inLocale('ar', (locale) => {
  test("plan a demo school's students, move a student and see the plan re-checked, accept it, and get trips that keep every rule", async ({
    page,
    adminApi,
  }) => {
    test.setTimeout(240_000);
    const school = (await adminApi.get<{ items: { id: string; nameAr: string }[] }>('/schools?pageSize=1'))
      .items[0]!;
    // Past the demo's trips and its documents that expire within 30 days.
    const termStart = todayInRiyadh(42);
    const termEnd = todayInRiyadh(55);

    await page.goto(localizedPath('/dashboard/trip-screen', locale));
    await page.getByRole('button', { name: TEXTS.title }).click();
    await expect(page.getByRole('heading', { level: 3, name: TEXTS.title })).toBeVisible();
    await chooseOption(page, TEXTS.schools, school.nameAr, { search: true });
    await typeDate(page, TEXTS.termStart, termStart);
    await typeDate(page, TEXTS.termEnd, termEnd);
    await page.getByLabel(TEXTS.searchTime, { exact: true }).fill('120');
    await page.getByRole('button', { name: TEXTS.run }).click();

    // The search runs in the API's planner thread: the page shows its progress; stopped, the run keeps its best plan.
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.getByText(TEXTS.bestSoFar)).toBeVisible();
    await page.getByRole('button', { name: TEXTS.stop }).click();
    const accept = page.getByRole('button', { name: TEXTS.accept });
    await expect(accept).toBeVisible();
    await expect(page.locator('.leaflet-overlay-pane path').first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: TEXTS.buses }).first()).toBeVisible();
    const runId = new URL(page.url()).searchParams.get('run');
    const proposed = await adminApi.get<{ proposal: Proposal }>(`/planner/runs/${runId}`);
    expect(proposed.proposal.routes.length).toBeGreaterThan(0);

    // The operator moves a student to another stop of the same route within the walk limit (their home is
    // read from their record), and the page shows the re-timed, re-checked figures.
    const routeOf = (key: string) =>
      proposed.proposal.routes.findIndex((r) => r.stops.some((s) => s.key === key));
    let move: { studentId: string; to: Proposal['stops'][number] } | undefined;
    // Door-to-door riders stay alone at their door.
    const shared = proposed.proposal.stops.filter((s) => !s.doorToDoor);
    for (const from of shared) {
      const targets = shared.filter((s) => s.key !== from.key && routeOf(s.key) === routeOf(from.key));
      for (const studentId of targets.length > 0 ? from.studentIds : []) {
        const record = await adminApi.get<{ homeLat: number | null; homeLng: number | null }>(
          `/students/${studentId}`,
        );
        if (record.homeLat === null || record.homeLng === null) continue;
        const home = { lat: record.homeLat, lng: record.homeLng };
        const to = targets.find((s) => metres(home, s) <= 400);
        if (to) move = { studentId, to };
        if (move) break;
      }
      if (move) break;
    }
    expect(move, 'a student within walking distance of another stop of their route').toBeDefined();
    const { studentId, to } = move!;
    const studentName = proposed.proposal.students.find((s) => s.id === studentId)!.nameAr;
    await chooseOption(page, TEXTS.student, studentName, { search: true });
    await chooseOption(page, TEXTS.toStop, `${TEXTS.routeN(routeOf(to.key) + 1)} · ${to.nameAr}`, {
      search: true,
    });
    await page.getByRole('button', { name: TEXTS.moveStudent }).click();
    await expect(page.getByText(TEXTS.oneEdit)).toBeVisible();
    await expect(page.getByText(TEXTS.rechecked)).toBeVisible();
    const run = await adminApi.get<{ proposal: Proposal }>(`/planner/runs/${runId}`);
    expect(run.proposal.violations).toEqual([]);
    expect(run.proposal.stops.find((s) => s.key === to.key)!.studentIds).toContain(studentId);
    expect(run.proposal.figures.proposal.riders).toBe(proposed.proposal.figures.proposal.riders);
    const hours = Math.round((run.proposal.figures.proposal.drivingMinutes / 60) * 10) / 10;
    await expect(page.getByRole('row').filter({ hasText: TEXTS.drivingHours })).toContainText(String(hours));

    await accept.click();
    await expect(page.getByText(TEXTS.acceptedBanner)).toBeVisible({ timeout: 60_000 });

    // One trip per route on the term's first day, created by the trips service's own rules: no bus or
    // driver on two trips at once, no bus over its seats.
    const firstDay = await adminApi.get<{ items: TripRow[]; total: number }>(
      `/trips?date=${termStart}&pageSize=100`,
    );
    const planned = firstDay.items.filter((trip) => trip.status === 'scheduled');
    expect(planned.length).toBeGreaterThanOrEqual(run.proposal.routes.length);
    const mine = await adminApi.get<{ total: number }>(
      `/trips?date=${termStart}&schoolId=${school.id}&pageSize=1`,
    );
    expect(mine.total).toBe(run.proposal.routes.length);
    for (const trip of planned) {
      expect(trip.studentCount).toBeLessThanOrEqual(trip.bus.capacity);
      for (const other of planned) {
        if (other.id === trip.id) continue;
        if (other.busId === trip.busId || other.driverId === trip.driverId)
          expect(overlaps(trip, other)).toBe(false);
      }
    }
  });
});
