import { addDays, todayIn } from '@rihla/shared/format/today';
import { and, eq, gte, isNotNull } from 'drizzle-orm';
import { buses } from '../../modules/buses/buses.table';
import { disruptions } from '../../modules/disruptions/disruptions.table';
import { drivers } from '../../modules/drivers/drivers.table';
import { schools } from '../../modules/schools/schools.table';
import { stops } from '../../modules/stops/stops.table';
import { students } from '../../modules/students/students.table';
import { tripEvents, tripStops, tripStudents, trips } from '../../modules/trips/trips.table';
import type { Database } from '../types';
import type { Random } from './prng';
import { auditSeeded } from './seed-audit';

/** Today and the next school days: the dispatcher's board has something on it from the start. */
const DAYS = 5;
const STOPS_PER_TRIP = 4;

const at = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A morning run to school and an afternoon run home for every bus that may go out (active, with
 * valid inspection, insurance and an assigned driver with a valid licence), for today and the
 * next days; today's morning runs are done (one had a breakdown, resolved and kept on record).
 */
export async function seedTrips(tx: Database, random: Random, timeZone = 'Asia/Riyadh'): Promise<void> {
  const today = todayIn(timeZone);
  const lastDay = addDays(today, DAYS - 1);
  const fit = await tx
    .select({ bus: buses, driver: drivers })
    .from(buses)
    .innerJoin(drivers, and(eq(drivers.assignedBusId, buses.id), eq(drivers.role, 'driver')))
    .where(
      and(
        eq(buses.status, 'active'),
        gte(buses.inspectionExpiry, lastDay),
        gte(buses.insuranceExpiry, lastDay),
        eq(drivers.status, 'active'),
        isNotNull(drivers.licenseExpiry),
        gte(drivers.licenseExpiry, lastDay),
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
  if (fit.length === 0 || schoolRows.length === 0) return;

  // Each bus serves one school; its riders are that school's students at a few stops, up to its seats.
  const taken = new Set<string>();
  const plans = fit.map(({ bus, driver }, index) => {
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
    return { bus, driver, school, route, attendant, district, morning: 360 + random.int(0, 4) * 5 };
  });

  type Route = { stopId: string; studentIds: string[] }[];
  const rows: { route: Route; times: string[]; values: typeof trips.$inferInsert }[] = [];
  for (let day = 0; day < DAYS; day++) {
    const date = addDays(today, day);
    for (const plan of plans) {
      if (plan.route.length === 0) continue;
      for (const direction of ['to_school', 'from_school'] as const) {
        const departure = direction === 'to_school' ? plan.morning : 12 * 60 + 30;
        const times = plan.route.map((_, i) => at(departure + 10 + i * 8));
        rows.push({
          times,
          route: direction === 'to_school' ? plan.route : [...plan.route].reverse(),
          values: {
            name: `${plan.district} - ${direction === 'to_school' ? 'ذهاب' : 'عودة'}`,
            direction,
            schoolId: plan.school.id,
            busId: plan.bus.id,
            driverId: plan.driver.id,
            attendantName: plan.attendant?.fullName ?? null,
            attendantPhone: plan.attendant?.phone ?? null,
            date,
            departureTime: at(departure),
            arrivalTime: times.at(-1)!,
            status: (day > 0 ? 'scheduled' : direction === 'to_school' ? 'completed' : 'scheduled') as
              | 'scheduled'
              | 'completed',
          },
        });
      }
    }
  }
  const inserted = await tx
    .insert(trips)
    .values(rows.map((r) => r.values))
    .returning();
  await tx.insert(tripStops).values(
    inserted.flatMap((trip, i) =>
      rows[i]!.route.map((stop, position) => ({
        tripId: trip.id,
        position,
        stopId: stop.stopId,
        plannedTime: rows[i]!.times[position]!,
      })),
    ),
  );
  await tx
    .insert(tripStudents)
    .values(
      inserted.flatMap((trip, i) =>
        rows[i]!.route.flatMap((stop) =>
          stop.studentIds.map((studentId) => ({ tripId: trip.id, studentId, stopId: stop.stopId })),
        ),
      ),
    );
  await tx.insert(tripEvents).values(
    inserted.flatMap((trip) => {
      type Event = { tripId: string; type: 'created' | 'transition'; toStatus: string; actorName: string };
      const events: Event[] = [
        { tripId: trip.id, type: 'created', toStatus: 'scheduled', actorName: 'seed' },
      ];
      if (trip.status === 'completed') {
        events.push(
          { tripId: trip.id, type: 'transition', toStatus: 'in_progress', actorName: 'seed' },
          { tripId: trip.id, type: 'transition', toStatus: 'completed', actorName: 'seed' },
        );
      }
      return events.map((e, i) => ({
        ...e,
        fromStatus: i === 0 ? null : i === 1 ? 'scheduled' : 'in_progress',
        at: new Date(Date.now() - (3 - i) * 3_600_000),
      }));
    }),
  );
  await auditSeeded(tx, 'trip', inserted);

  // One of today's morning runs hit a flat tyre and was resolved; the record shows the workflow.
  const done = inserted.find((trip) => trip.status === 'completed');
  if (done) {
    const [disruption] = await tx
      .insert(disruptions)
      .values({
        tripId: done.id,
        status: 'resolved',
        reason: 'breakdown',
        occurredAt: new Date(Date.now() - 2.5 * 3_600_000),
        place: 'طريق الملك فهد، قبل مخرج 5',
        notes: '<p>انفجار إطار أمامي. نُقل <strong>الطلاب</strong> إلى حافلة بديلة، وأُبلغ أولياء الأمور.</p>',
        studentsMoved: 0,
        parentsTold: true,
        minutesLost: 20,
        resolution: 'بُدّل الإطار وأكملت الحافلة الرحلة',
        outcome: 'completed',
        resolvedAt: new Date(Date.now() - 2 * 3_600_000),
      })
      .returning();
    await auditSeeded(tx, 'disruption', [disruption!]);
  }
}
