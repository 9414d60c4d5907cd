import { addDays } from '@rihla/shared/format/today';
import { and, eq, gte, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/types';
import type { OperatorsClock } from '../lib/operators-clock';
import { buses } from '../modules/buses/buses.table';
import { minutesOfDayIn } from '../modules/devices/geo';
import { drivers } from '../modules/drivers/drivers.table';
import { schools } from '../modules/schools/schools.table';
import { stops } from '../modules/stops/stops.table';
import { students } from '../modules/students/students.table';
import { tripStops, tripStudents, trips } from '../modules/trips/trips.table';
import { inChunks } from './chunks';
import type { Random } from './prng';
import { auditSeeded } from './seed-audit';
import { writeTimelines } from './trip-timelines';

/** Today and the next days: the dispatcher's board has something on it from the start. */
const UPCOMING_DAYS = 5;
/** The month of history before today: the 14-day chart, settlements and lateness have runs to read. */
export const HISTORY_DAYS = 30;
const STOPS_PER_TRIP = 4;
const MINUTES_BETWEEN_STOPS = 12;
/** Whatever the hour the demo starts, at least this many of today's runs are on the road. */
export const MOVING_RUNS = 4;
/** A run re-timed around "now" left this long ago and arrives this long after. */
const RETIMED_BEFORE = 15;
const RETIMED_AFTER = 25;
const LAST_MINUTE = 23 * 60 + 59;

const at = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

type Route = { stopId: string; studentIds: string[] }[];

interface Plan {
  bus: typeof buses.$inferSelect;
  driver: typeof drivers.$inferSelect;
  school: typeof schools.$inferSelect;
  route: Route;
  attendant?: typeof drivers.$inferSelect;
  district: string;
  morning: number;
}

interface Run {
  plan: Plan;
  direction: 'to_school' | 'from_school';
  date: string;
  departure: number;
  stopTimes: number[];
  status: 'scheduled' | 'in_progress' | 'completed' | 'cancelled';
}

/**
 * Each bus that may go out on every day until `validUntil` (active, valid inspection and insurance,
 * an assigned driver with a valid licence and TGA medical) serves one school: its riders are that school's students
 * at a few stops, up to its seats. Deterministic for a given PRNG.
 */
async function planRoutes(tx: Database, random: Random, validUntil: string): Promise<Plan[]> {
  const fit = await tx
    .select({ bus: buses, driver: drivers })
    .from(buses)
    .innerJoin(drivers, and(eq(drivers.assignedBusId, buses.id), eq(drivers.role, 'driver')))
    .where(
      and(
        eq(buses.status, 'active'),
        gte(buses.inspectionExpiry, validUntil),
        gte(buses.insuranceExpiry, validUntil),
        eq(drivers.status, 'active'),
        isNotNull(drivers.licenseExpiry),
        gte(drivers.licenseExpiry, validUntil),
        // The TGA medical blocks a driver too (docs/compliance.md); the demo's other TGA fields are all valid.
        gte(drivers.medicalExpiry, validUntil),
      ),
    )
    .orderBy(buses.plateNumber);
  const schoolRows = await tx.select().from(schools).orderBy(schools.nameAr);
  const attendants = await tx.select().from(drivers).where(eq(drivers.role, 'attendant'));
  const riders = await tx
    .select({ id: students.id, schoolId: students.schoolId, stopId: students.homeStopId })
    .from(students)
    .where(and(eq(students.status, 'active'), isNotNull(students.homeStopId)));
  const stopNames = new Map((await tx.select().from(stops)).map((s) => [s.id, s]));
  if (schoolRows.length === 0) return [];

  const taken = new Set<string>();
  const plans = fit.map(({ bus, driver }, index): Plan => {
    const school = schoolRows[index % schoolRows.length]!;
    const byStop = new Map<string, string[]>();
    for (const student of riders) {
      if (student.schoolId !== school.id || taken.has(student.id) || !student.stopId) continue;
      byStop.set(student.stopId, [...(byStop.get(student.stopId) ?? []), student.id]);
    }
    const chosen = [...byStop.entries()].sort((a, b) => b[1].length - a[1].length).slice(0, STOPS_PER_TRIP);
    let seats = bus.capacity;
    const route = chosen.map(([stopId, ids]) => {
      const onBoard = ids.slice(0, Math.max(0, seats));
      seats -= onBoard.length;
      for (const id of onBoard) taken.add(id);
      return { stopId, studentIds: onBoard };
    });
    const attendant = attendants.find((a) => a.assignedBusId === bus.id);
    const district = stopNames.get(route[0]?.stopId ?? '')?.district ?? school.nameAr;
    return { bus, driver, school, route, attendant, district, morning: 375 + random.int(0, 6) * 5 };
  });
  return plans.filter((plan) => plan.route.length > 0);
}

/** Stop times spread evenly from a little after departure to arrival. */
function stopTimesBetween(departure: number, arrival: number, stopCount: number): number[] {
  const first = departure + Math.min(10, Math.floor((arrival - departure) / (stopCount + 1)));
  return Array.from({ length: stopCount }, (_, i) =>
    stopCount === 1 ? arrival : Math.round(first + ((arrival - first) * i) / (stopCount - 1)),
  );
}

/** The operators' clock decides: arrived before now is done, left and not yet arrived is under way. */
function statusAt(run: Omit<Run, 'status'>, clock: OperatorsClock, minuteNow: number): Run['status'] {
  if (run.date !== clock.today) return run.date < clock.today ? 'completed' : 'scheduled';
  if (run.stopTimes.at(-1)! <= minuteNow) return 'completed';
  return run.departure <= minuteNow ? 'in_progress' : 'scheduled';
}

/**
 * A morning run to school and an afternoon run home per plan and day; past days are done (about one
 * run in forty was called off), today follows the clock, and when fewer than MOVING_RUNS are under
 * way some buses' nearest run is re-timed around now, so the map has buses moving at any hour.
 */
function scheduleRuns(plans: Plan[], dates: string[], clock: OperatorsClock, random: Random): Run[] {
  const minuteNow = minutesOfDayIn(clock.timeZone, clock.now);
  const runs: Run[] = [];
  for (const date of dates) {
    for (const plan of plans) {
      for (const direction of ['to_school', 'from_school'] as const) {
        const departure = direction === 'to_school' ? plan.morning : 12 * 60 + 30;
        const stopTimes = plan.route.map((_, i) => departure + 10 + i * MINUTES_BETWEEN_STOPS);
        const run = { plan, direction, date, departure, stopTimes };
        const status = statusAt(run, clock, minuteNow);
        runs.push({ ...run, status: status === 'completed' && random.next() < 0.025 ? 'cancelled' : status });
      }
    }
  }
  const today = runs.filter((run) => run.date === clock.today);
  const moving = new Set(today.filter((run) => run.status === 'in_progress').map((run) => run.plan.bus.id));
  const idle = [...new Set(today.map((run) => run.plan))].filter((plan) => !moving.has(plan.bus.id));
  // A run does not cross midnight: in the day's last minute none can still arrive after now, so none is re-timed
  // (it would show under way with its arrival already past).
  const retimed = minuteNow < LAST_MINUTE ? MOVING_RUNS - moving.size : 0;
  for (const plan of idle.slice(0, Math.max(0, retimed))) {
    // The bus's run nearest to now moves; its other run is hours away, so the two never overlap.
    const own = today.filter((run) => run.plan === plan);
    const nearest = own.reduce((a, b) =>
      Math.abs(a.departure - minuteNow) <= Math.abs(b.departure - minuteNow) ? a : b,
    );
    nearest.departure = Math.max(0, minuteNow - RETIMED_BEFORE);
    nearest.stopTimes = stopTimesBetween(
      nearest.departure,
      Math.min(LAST_MINUTE, minuteNow + RETIMED_AFTER),
      plan.route.length,
    );
    nearest.status = 'in_progress';
  }
  return runs;
}

async function insertRuns(tx: Database, runs: Run[]) {
  const inserted = await inChunks<Run, typeof trips.$inferSelect>(runs, 1_000, (chunk) =>
    tx
      .insert(trips)
      .values(
        chunk.map(({ plan, direction, date, departure, stopTimes, status }) => ({
          name: `${plan.district} - ${direction === 'to_school' ? 'ذهاب' : 'عودة'}`,
          direction,
          schoolId: plan.school.id,
          busId: plan.bus.id,
          driverId: plan.driver.id,
          attendantName: plan.attendant?.fullName ?? null,
          attendantPhone: plan.attendant?.phone ?? null,
          attendantId: plan.attendant?.id ?? null,
          date,
          departureTime: at(departure),
          arrivalTime: at(stopTimes.at(-1)!),
          status,
        })),
      )
      .returning(),
  );
  const routeOf = (run: Run) =>
    run.direction === 'to_school' ? run.plan.route : [...run.plan.route].reverse();
  await inChunks(
    inserted.flatMap((trip, i) =>
      routeOf(runs[i]!).map((stop, position) => ({
        tripId: trip.id,
        position,
        stopId: stop.stopId,
        plannedTime: at(runs[i]!.stopTimes[position]!),
      })),
    ),
    5_000,
    (chunk) => tx.insert(tripStops).values(chunk),
  );
  await inChunks(
    inserted.flatMap((trip, i) =>
      runs[i]!.plan.route.flatMap((stop) =>
        stop.studentIds.map((studentId) => ({ tripId: trip.id, studentId, stopId: stop.stopId })),
      ),
    ),
    5_000,
    (chunk) => tx.insert(tripStudents).values(chunk),
  );
  await auditSeeded(tx, 'trip', inserted);
  return inserted;
}

/** Today (on the operators' clock) and the next school days. */
export async function seedTrips(tx: Database, random: Random, clock: OperatorsClock): Promise<void> {
  const plans = await planRoutes(tx, random, addDays(clock.today, UPCOMING_DAYS - 1));
  const dates = Array.from({ length: UPCOMING_DAYS }, (_, i) => addDays(clock.today, i));
  const inserted = await insertRuns(tx, scheduleRuns(plans, dates, clock, random));
  await writeTimelines(tx, inserted, clock);
}

/** The month before today: every run done (or called off), with its timeline and scans. */
export async function seedTripHistory(tx: Database, random: Random, clock: OperatorsClock) {
  const plans = await planRoutes(tx, random, clock.today);
  const dates = Array.from({ length: HISTORY_DAYS }, (_, i) => addDays(clock.today, i - HISTORY_DAYS));
  const inserted = await insertRuns(tx, scheduleRuns(plans, dates, clock, random));
  await writeTimelines(tx, inserted, clock);
  return inserted;
}
