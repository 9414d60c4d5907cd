import type { AlertType } from '@rihla/shared/contracts/monitoring';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/types';
import { instantAt, type OperatorsClock } from '../lib/operators-clock';
import { monitorAlerts } from '../modules/alerts/alerts.table';
import { disruptions } from '../modules/disruptions/disruptions.table';
import { tripEvents, trips } from '../modules/trips/trips.table';
import { auditSeeded } from './seed-audit';

type SeededTrip = typeof trips.$inferSelect;

/** Who acted on the demo's past alerts: the bootstrap admin's name. */
const OPERATOR_NAME = 'مدير النظام';
const MINUTE = 60_000;

/** Past disruptions, each resolved and the run completed: what a month of school runs brings. */
const PAST_DISRUPTIONS = [
  {
    reason: 'breakdown' as const,
    place: 'طريق الملك فهد، قبل مخرج 5',
    notes: '<p>انفجار إطار أمامي. نُقل <strong>الطلاب</strong> إلى حافلة بديلة، وأُبلغ أولياء الأمور.</p>',
    minutesLost: 20,
    resolution: 'بُدّل الإطار وأكملت الحافلة الرحلة',
  },
  {
    reason: 'traffic' as const,
    place: 'تقاطع طريق العروبة مع طريق الملك عبدالعزيز',
    notes: '<p>ازدحام شديد بسبب حادث على الطريق.</p>',
    minutesLost: 25,
    resolution: 'سلك السائق طريقًا بديلًا ووصل متأخرًا',
  },
  {
    reason: 'weather' as const,
    place: 'حي النرجس',
    notes: '<p>عاصفة غبارية وضعف الرؤية.</p>',
    minutesLost: 15,
    resolution: 'خفّف السائق السرعة حتى تحسّنت الرؤية',
  },
  {
    reason: 'accident' as const,
    place: 'شارع التخصصي',
    notes: '<p>اصطدام خفيف بالرصيف دون إصابات.</p>',
    minutesLost: 30,
    resolution: 'فُحصت الحافلة ولم يُصب أحد، وأكملت الرحلة',
  },
];

/** A past alert and what it measured (km/h, minutes or metres, as each type reads). */
const PAST_ALERTS: { type: AlertType; value: number | null }[] = [
  { type: 'speeding', value: 94 },
  { type: 'long_idle', value: 12 },
  { type: 'off_route', value: 420 },
  { type: 'device_offline', value: 7 },
  { type: 'speeding', value: 88 },
  { type: 'long_idle', value: 9 },
];

const spread = <T>(rows: T[], count: number) =>
  Array.from(
    { length: Math.min(count, rows.length) },
    (_, i) => rows[Math.floor((i * rows.length) / count)]!,
  );

const startOf = (trip: SeededTrip, timeZone: string) => instantAt(trip.date, trip.departureTime, timeZone);

/** Resolved disruptions on past runs, each with its two timeline entries. */
async function pastDisruptions(tx: Database, history: SeededTrip[], timeZone: string) {
  const done = history.filter((trip) => trip.status === 'completed');
  const chosen = spread(done, PAST_DISRUPTIONS.length);
  const rows = await tx
    .insert(disruptions)
    .values(
      chosen.map((trip, i) => {
        const occurredAt = new Date(startOf(trip, timeZone).getTime() + 12 * MINUTE);
        const story = PAST_DISRUPTIONS[i]!;
        return {
          tripId: trip.id,
          busId: trip.busId,
          driverId: trip.driverId,
          status: 'resolved' as const,
          ...story,
          occurredAt,
          parentsTold: true,
          outcome: 'completed' as const,
          resolvedAt: new Date(occurredAt.getTime() + story.minutesLost * MINUTE),
        };
      }),
    )
    .returning();
  await tx.insert(tripEvents).values(
    rows.flatMap((row) => [
      {
        tripId: row.tripId,
        type: 'disruption_reported' as const,
        fromStatus: 'in_progress',
        toStatus: 'disrupted',
        disruptionId: row.id,
        at: row.occurredAt,
      },
      {
        tripId: row.tripId,
        type: 'disruption_resolved' as const,
        fromStatus: 'disrupted',
        toStatus: 'in_progress',
        disruptionId: row.id,
        at: row.resolvedAt!,
      },
    ]),
  );
  await auditSeeded(tx, 'disruption', rows);
}

/** One of today's runs under way is held up in traffic right now: an open disruption to resolve. */
async function openDisruption(tx: Database, clock: OperatorsClock) {
  const moving = await tx
    .select()
    .from(trips)
    .where(and(eq(trips.date, clock.today), eq(trips.status, 'in_progress')))
    .orderBy(trips.departureTime, trips.id);
  // Keep the others moving on the map.
  const trip = moving.length > 1 ? moving.at(-1) : undefined;
  if (!trip) return;
  const occurredAt = new Date(
    Math.max(startOf(trip, clock.timeZone).getTime(), clock.now.getTime() - 5 * MINUTE),
  );
  const [row] = await tx
    .insert(disruptions)
    .values({
      tripId: trip.id,
      busId: trip.busId,
      driverId: trip.driverId,
      reason: 'traffic',
      occurredAt,
      place: 'طريق الملك عبدالله، قرب جسر التحلية',
      notes: '<p>الطريق مغلق جزئيًا، والحافلة متوقفة في الازدحام.</p>',
      parentsTold: true,
    })
    .returning();
  await tx.update(trips).set({ status: 'disrupted' }).where(eq(trips.id, trip.id));
  await tx.insert(tripEvents).values({
    tripId: trip.id,
    type: 'disruption_reported',
    fromStatus: 'in_progress',
    toStatus: 'disrupted',
    disruptionId: row!.id,
    at: occurredAt,
  });
  await auditSeeded(tx, 'disruption', [row!]);
}

/** Alerts of past runs, acknowledged and resolved; today, one open and one acknowledged on buses under way. */
async function alerts(tx: Database, history: SeededTrip[], clock: OperatorsClock) {
  const done = history.filter((trip) => trip.status === 'completed');
  const past = spread(done.slice(1), PAST_ALERTS.length * 3).map((trip, i) => {
    const { type, value } = PAST_ALERTS[i % PAST_ALERTS.length]!;
    const raisedAt = new Date(startOf(trip, clock.timeZone).getTime() + (8 + (i % 5) * 3) * MINUTE);
    return {
      type,
      value,
      status: 'resolved' as const,
      busId: trip.busId,
      tripId: trip.id,
      raisedAt,
      acknowledgedAt: new Date(raisedAt.getTime() + 2 * MINUTE),
      acknowledgedBy: OPERATOR_NAME,
      resolvedAt: new Date(raisedAt.getTime() + 9 * MINUTE),
      resolvedBy: OPERATOR_NAME,
    };
  });
  const moving = await tx
    .select()
    .from(trips)
    .where(and(eq(trips.date, clock.today), eq(trips.status, 'in_progress')))
    .orderBy(trips.departureTime, trips.id);
  const now = clock.now.getTime();
  const today = moving.slice(0, 2).map((trip, i) => ({
    type: (i === 0 ? 'speeding' : 'long_idle') as AlertType,
    value: i === 0 ? 91 : 8,
    status: (i === 0 ? 'open' : 'acknowledged') as 'open' | 'acknowledged',
    busId: trip.busId,
    tripId: trip.id,
    raisedAt: new Date(now - (3 + i * 4) * MINUTE),
    acknowledgedAt: i === 0 ? null : new Date(now - 2 * MINUTE),
    acknowledgedBy: i === 0 ? null : OPERATOR_NAME,
  }));
  if (past.length + today.length > 0) await tx.insert(monitorAlerts).values([...past, ...today]);
}

/** Disruptions and alerts: the month's resolved ones, and today's still open. */
export async function seedIncidents(tx: Database, history: SeededTrip[], clock: OperatorsClock) {
  await pastDisruptions(tx, history, clock.timeZone);
  await alerts(tx, history, clock);
  await openDisruption(tx, clock);
}
