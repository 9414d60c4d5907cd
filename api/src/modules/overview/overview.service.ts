import {
  type BusesOnRoad,
  EXPIRING_WITHIN_DAYS,
  type ExpiringDocuments,
  type FinanceMonth,
  GETTING_STARTED_STEPS,
  type GettingStarted,
  type GettingStartedStep,
  type OpenDisruptions,
  type PendingRegistrations,
  TRIP_HISTORY_DAYS,
  type TripsByDay,
  type TripsToday,
} from '@rihla/shared/contracts/overview';
import { TRIP_STATUSES } from '@rihla/shared/contracts/trips';
import { addDays } from '@rihla/shared/format/today';
import {
  type AnyColumn,
  and,
  count,
  countDistinct,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/types';
import type { OperatorsClock } from '../../lib/operators-clock';
import { type SchoolScope, schoolIn } from '../../lib/school-scope';
import { serviceFilter } from '../bus-maintenance/bus-service-state';
import { busInScope } from '../buses/buses.service';
import { buses } from '../buses/buses.table';
import { company } from '../company/company.table';
import { disruptions } from '../disruptions/disruptions.table';
import { driverInScope } from '../drivers/drivers.service';
import { drivers } from '../drivers/drivers.table';
import { ageingReport, monthlyReport } from '../finance-reports/finance-reports.service';
import { operators } from '../operators/operators.table';
import { packages } from '../packages/packages.table';
import { registrationRequests } from '../registration-requests/registration-requests.table';
import { schools } from '../schools/schools.table';
import { stops } from '../stops/stops.table';
import { tripInScope } from '../trips/trip-reads';
import { trips } from '../trips/trips.table';

/**
 * The cards count what the operator sees: an operator limited to some schools counts their trips,
 * the buses and crews of those trips, their disruptions and requests (ADR 0076).
 */
export async function tripsToday(
  db: Database,
  today: string,
  scope: SchoolScope = null,
): Promise<TripsToday> {
  const rows = await db
    .select({ status: trips.status, n: count() })
    .from(trips)
    .where(and(eq(trips.date, today), tripInScope(scope)))
    .groupBy(trips.status);
  const byStatus = Object.fromEntries(TRIP_STATUSES.map((status) => [status, 0])) as TripsToday['byStatus'];
  for (const row of rows) byStatus[row.status] = row.n;
  return { date: today, total: rows.reduce((sum, row) => sum + row.n, 0), byStatus };
}

export async function busesOnRoad(db: Database, scope: SchoolScope = null): Promise<BusesOnRoad> {
  const [running] = await db
    .select({ n: countDistinct(trips.busId) })
    .from(trips)
    .where(and(inArray(trips.status, ['in_progress', 'disrupted']), tripInScope(scope)));
  const [fleet] = await db.select({ n: count() }).from(buses).where(busInScope(scope));
  return { onRoad: running?.n ?? 0, fleet: fleet?.n ?? 0 };
}

export async function openDisruptions(db: Database, scope: SchoolScope = null): Promise<OpenDisruptions> {
  const [row] = await db
    .select({ n: count() })
    .from(disruptions)
    .where(
      and(
        eq(disruptions.status, 'open'),
        scope
          ? inArray(disruptions.tripId, db.select({ id: trips.id }).from(trips).where(tripInScope(scope)))
          : undefined,
      ),
    );
  return { open: row?.n ?? 0 };
}

export async function pendingRegistrations(
  db: Database,
  scope: SchoolScope = null,
): Promise<PendingRegistrations> {
  const rows = await db
    .select({ status: registrationRequests.status, n: count() })
    .from(registrationRequests)
    .where(
      and(
        inArray(registrationRequests.status, ['pending', 'waitlisted']),
        schoolIn(registrationRequests.schoolId, scope),
      ),
    )
    .groupBy(registrationRequests.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return { pending: of('pending'), waitlisted: of('waitlisted') };
}

export async function expiringDocuments(
  db: Database,
  today: string,
  scope: SchoolScope = null,
): Promise<ExpiringDocuments> {
  const horizon = addDays(today, EXPIRING_WITHIN_DAYS);
  // One pass per table: `filter` counts both buckets at once.
  const bucket = (column: AnyColumn) => ({
    expired: sql<number>`count(*) filter (where ${lt(column, today)})`.mapWith(Number),
    expiring: sql<number>`count(*) filter (where ${and(gte(column, today), lte(column, horizon))})`.mapWith(
      Number,
    ),
  });
  const [licences] = await db
    .select(bucket(drivers.licenseExpiry))
    .from(drivers)
    .where(and(lte(drivers.licenseExpiry, horizon), driverInScope(scope)));
  const [inspections] = await db
    .select(bucket(buses.inspectionExpiry))
    .from(buses)
    .where(and(lte(buses.inspectionExpiry, horizon), busInScope(scope)));
  const [insurances] = await db
    .select(bucket(buses.insuranceExpiry))
    .from(buses)
    .where(and(lte(buses.insuranceExpiry, horizon), busInScope(scope)));
  const [operatingCards] = await db
    .select(bucket(buses.operatingCardExpiry))
    .from(buses)
    .where(and(lte(buses.operatingCardExpiry, horizon), busInScope(scope)));
  // A person counts once, by the first of their TGA certificates to run out (least() skips the unknown).
  const earliestCertificate = sql`least(${drivers.medicalExpiry}, ${drivers.firstAidExpiry}, ${drivers.proficiencyExpiry})`;
  const [certificates] = await db
    .select({
      expired: sql<number>`count(*) filter (where ${earliestCertificate} < ${today})`.mapWith(Number),
      expiring: sql<number>`count(*) filter (where ${earliestCertificate} >= ${today})`.mapWith(Number),
    })
    .from(drivers)
    .where(and(sql`${earliestCertificate} <= ${horizon}`, driverInScope(scope)));
  // The bus list's own filters: overdue, and due (soon or overdue).
  const [overdueServices] = await db
    .select({ n: count() })
    .from(buses)
    .where(and(serviceFilter('overdue', today), busInScope(scope)));
  const [dueServices] = await db
    .select({ n: count() })
    .from(buses)
    .where(and(serviceFilter('due', today), busInScope(scope)));
  const zero = { expired: 0, expiring: 0 };
  return {
    withinDays: EXPIRING_WITHIN_DAYS,
    driverLicences: licences ?? zero,
    busInspections: inspections ?? zero,
    busInsurances: insurances ?? zero,
    busOperatingCards: operatingCards ?? zero,
    crewCertificates: certificates ?? zero,
    busServices: {
      expired: overdueServices?.n ?? 0,
      expiring: (dueServices?.n ?? 0) - (overdueServices?.n ?? 0),
    },
  };
}

export async function tripsByDay(
  db: Database,
  today: string,
  scope: SchoolScope = null,
): Promise<TripsByDay> {
  const first = addDays(today, -(TRIP_HISTORY_DAYS - 1));
  const rows = await db
    .select({ date: trips.date, status: trips.status, n: count() })
    .from(trips)
    .where(and(gte(trips.date, first), lte(trips.date, today), tripInScope(scope)))
    .groupBy(trips.date, trips.status);
  const days = Array.from({ length: TRIP_HISTORY_DAYS }, (_, i) => {
    const date = addDays(first, i);
    const of = (status: string) =>
      rows
        .filter((row) => row.date === date && (status === '*' || row.status === status))
        .reduce((s, r) => s + r.n, 0);
    return {
      date,
      total: of('*'),
      completed: of('completed'),
      cancelled: of('cancelled'),
      disrupted: of('disrupted'),
    };
  });
  return { days };
}

export async function financeMonth(
  db: Database,
  { today, timeZone }: Pick<OperatorsClock, 'today' | 'timeZone'>,
  scope: SchoolScope = null,
): Promise<FinanceMonth> {
  const month = today.slice(0, 7);
  const [report, ageing] = await Promise.all([
    monthlyReport(db, month, month, timeZone, scope),
    ageingReport(db, today, scope),
  ]);
  const row = report.months[0];
  return {
    month,
    invoicedHalalas: row?.invoicedHalalas ?? 0,
    vatHalalas: row?.vatHalalas ?? 0,
    collectedHalalas: row?.collectedHalalas ?? 0,
    receivablesHalalas: ageing.totalHalalas,
  };
}

/** Whether the table has a row (matching `where`): one index probe, not a count of a large table. */
async function hasRow(db: Database, table: PgTable, where?: SQL): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(table).where(where).limit(1);
  return rows.length > 0;
}

/** Someone besides the first administrator can sign in. */
async function hasSecondOperator(db: Database): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(operators).limit(2);
  return rows.length > 1;
}

/** Which setup steps are done, each checked on its own table. */
export async function gettingStarted(db: Database): Promise<GettingStarted> {
  const checks: Record<GettingStartedStep, Promise<boolean>> = {
    company: hasRow(db, company, isNotNull(company.legalNameAr)),
    operators: hasSecondOperator(db),
    schools: hasRow(db, schools),
    stops: hasRow(db, stops),
    buses: hasRow(db, buses),
    drivers: hasRow(db, drivers),
    packages: hasRow(db, packages),
    trips: hasRow(db, trips),
  };
  const answers = await Promise.all(GETTING_STARTED_STEPS.map((step) => checks[step]));
  return {
    done: Object.fromEntries(
      GETTING_STARTED_STEPS.map((step, i) => [step, answers[i]]),
    ) as GettingStarted['done'],
  };
}
