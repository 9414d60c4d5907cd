import type { ListResponse } from '@rihla/shared/contracts/common';
import { PERIOD_MONTHS } from '@rihla/shared/contracts/invoices';
import type {
  SeatCapacity,
  SUBSCRIPTION_SORT_FIELDS,
  Subscription,
  subscriptionInputSchema,
  subscriptionListQuerySchema,
  subscriptionUpdateSchema,
} from '@rihla/shared/contracts/subscriptions';
import { and, asc, count, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { type ListSpec, orderByFor } from '../../lib/list-query';
import { pagedList } from '../../lib/paged-list';
import { HttpProblem, notFound, staleVersion } from '../../lib/problem';
import { type SchoolScope, schoolIn } from '../../lib/school-scope';
import { packages } from '../packages/packages.table';
import { parents } from '../parents/parents.table';
import { registrationRequests } from '../registration-requests/registration-requests.table';
import { schools } from '../schools/schools.table';
import { students } from '../students/students.table';
import { seatCapacities, seats, subscriptions } from './subscriptions.table';

type SubscriptionListQuery = z.output<typeof subscriptionListQuerySchema>;

const listSpec: ListSpec<(typeof SUBSCRIPTION_SORT_FIELDS)[number]> = {
  sortColumns: {
    createdAt: subscriptions.createdAt,
    startDate: subscriptions.startDate,
    status: subscriptions.status,
  },
  defaultSort: 'createdAt:desc',
  idColumn: subscriptions.id,
  search: students.search,
};

function selectSubscriptions(db: Database) {
  return db
    .select({
      subscription: subscriptions,
      seatId: seats.id,
      student: { id: students.id, nameAr: students.nameAr, nameEn: students.nameEn },
      parent: { id: parents.id, name: parents.name },
      package: {
        id: packages.id,
        nameAr: packages.nameAr,
        nameEn: packages.nameEn,
        period: packages.period,
        tripType: packages.tripType,
        instalments: packages.instalments,
      },
    })
    .from(subscriptions)
    .innerJoin(students, eq(students.id, subscriptions.studentId))
    .innerJoin(parents, eq(parents.id, subscriptions.parentId))
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .leftJoin(seats, and(eq(seats.subscriptionId, subscriptions.id), isNull(seats.releasedAt)));
}

type SubscriptionRow = Awaited<ReturnType<ReturnType<typeof selectSubscriptions>['execute']>>[number];

function toSubscription(row: SubscriptionRow): Subscription {
  const { createdAt, updatedAt, ...fields } = row.subscription;
  return {
    ...fields,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    hasSeat: row.seatId !== null,
    student: row.student,
    parent: row.parent,
    package: row.package,
  };
}

/** A subscription of a child of the scope's schools (ADR 0072). */
export function subscriptionInScope(scope: SchoolScope): SQL | undefined {
  if (!scope) return undefined;
  return sql`exists (select 1 from ${students} where ${students.id} = ${subscriptions.studentId} and ${schoolIn(students.schoolId, scope)})`;
}

/** The seat counts of the scope's schools (ADR 0072). */
export const seatCapacityInScope = (scope: SchoolScope) => schoolIn(schools.id, scope);

export function listSubscriptions(
  db: Database,
  query: SubscriptionListQuery,
  scope: SchoolScope = null,
): Promise<ListResponse<Subscription>> {
  return pagedList(query, {
    select: selectSubscriptions(db).$dynamic(),
    count: db.select({ n: count() }).from(subscriptions).$dynamic(),
    where: and(
      subscriptionInScope(scope),
      query.studentId ? eq(subscriptions.studentId, query.studentId) : undefined,
      query.parentId ? eq(subscriptions.parentId, query.parentId) : undefined,
      query.status ? eq(subscriptions.status, query.status) : undefined,
    ),
    orderBy: orderByFor(listSpec, query.sort),
    toItems: (rows) => rows.map(toSubscription),
  });
}

export async function findSubscription(db: Database, id: string): Promise<Subscription | null> {
  const [row] = await selectSubscriptions(db).where(eq(subscriptions.id, id));
  return row ? toSubscription(row) : null;
}

/**
 * Locks the school's seat count (so two approvals cannot take the last seat twice) and says whether
 * one is free. A school without a capacity is not limited.
 */
export async function seatIsFree(tx: Database, schoolId: string): Promise<boolean> {
  const [capacity] = await tx
    .select({ seats: seatCapacities.seats })
    .from(seatCapacities)
    .where(eq(seatCapacities.schoolId, schoolId))
    .for('update');
  if (!capacity) return true;
  return (await takenSeats(tx, schoolId)) < capacity.seats;
}

async function takenSeats(db: Database, schoolId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(seats)
    .where(and(eq(seats.schoolId, schoolId), isNull(seats.releasedAt)));
  return row?.n ?? 0;
}

type PackageRow = typeof packages.$inferSelect;

/**
 * The package a subscription is made on or moved to. By hand (`open`), a paused one takes no new
 * riders; an approved request keeps the package the family chose, paused since or not.
 */
async function packageFor(tx: Database, packageId: string, { open }: { open: boolean }): Promise<PackageRow> {
  const [pkg] = await tx.select().from(packages).where(eq(packages.id, packageId));
  if (!pkg)
    throw new HttpProblem(400, 'validation', [{ path: 'packageId', code: 'validation.missingReference' }]);
  if (open && !pkg.active)
    throw new HttpProblem(400, 'validation', [{ path: 'packageId', code: 'families.packageInactive' }]);
  return pkg;
}

/** Instalments are monthly: a subscription's own count fits its package's period (as a package's does). */
function checkInstalments(pkg: PackageRow, instalments: number | null): void {
  const months = PERIOD_MONTHS[pkg.period];
  if (instalments !== null && instalments > months)
    throw new HttpProblem(400, 'validation', [
      { path: 'instalments', code: 'finance.instalmentsOverPeriod', limits: { max: months } },
    ]);
}

/** The package's price less `discountPercent`, in halalas (the rule every subscription is priced by). */
export const discountedPrice = (pkg: PackageRow, discountPercent: number) =>
  Math.round((pkg.priceHalalas * (100 - discountPercent)) / 100);

/**
 * Subscribes a student to a package with a seat; the second child on of a parent gets the sibling
 * discount. Starts on `startDate` (default `today`, the operators' day), paid in `instalments`
 * monthly parts (null: the package's).
 */
export async function subscribeWithSeat(
  tx: Database,
  input: {
    studentId: string;
    parentId: string;
    packageId: string;
    schoolId: string;
    today: string;
    startDate?: string;
    instalments?: number | null;
  },
): Promise<Subscription> {
  const pkg = await packageFor(tx, input.packageId, { open: false });
  checkInstalments(pkg, input.instalments ?? null);
  const [siblings] = await tx
    .select({ n: count() })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.parentId, input.parentId),
        eq(subscriptions.status, 'active'),
        ne(subscriptions.studentId, input.studentId),
      ),
    );
  const discountPercent = (siblings?.n ?? 0) > 0 ? pkg.siblingDiscountPercent : 0;
  const [row] = await tx
    .insert(subscriptions)
    .values({
      studentId: input.studentId,
      parentId: input.parentId,
      packageId: input.packageId,
      priceHalalas: discountedPrice(pkg, discountPercent),
      discountPercent,
      startDate: input.startDate ?? input.today,
      instalments: input.instalments ?? null,
    })
    .returning({ id: subscriptions.id });
  await tx.insert(seats).values({ schoolId: input.schoolId, subscriptionId: row!.id });
  return (await findSubscription(tx, row!.id))!;
}

/**
 * A subscription made by hand for a child of a family: the child must be linked to a parent, ride
 * on no other active subscription, and find a free seat at their school. Billed by the monthly
 * invoice run like any other (the parent is told of each invoice).
 */
export async function createSubscription(
  tx: Database,
  input: z.output<typeof subscriptionInputSchema>,
  today: string,
): Promise<Subscription> {
  const [student] = await tx
    .select({ id: students.id, parentId: students.parentId, schoolId: students.schoolId })
    .from(students)
    .where(eq(students.id, input.studentId))
    .for('update');
  if (!student)
    throw new HttpProblem(400, 'validation', [{ path: 'studentId', code: 'validation.missingReference' }]);
  if (!student.parentId)
    throw new HttpProblem(400, 'validation', [{ path: 'studentId', code: 'families.noParent' }]);
  const [active] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.studentId, student.id), eq(subscriptions.status, 'active')));
  if (active) throw new HttpProblem(409, 'families.alreadySubscribed');
  if (!(await seatIsFree(tx, student.schoolId))) throw new HttpProblem(409, 'families.schoolFull');
  await packageFor(tx, input.packageId, { open: true });
  return subscribeWithSeat(tx, {
    studentId: student.id,
    parentId: student.parentId,
    packageId: input.packageId,
    schoolId: student.schoolId,
    today,
    startDate: input.startDate,
    instalments: input.instalments,
  });
}

/**
 * Changes an active subscription at the version the operator read: its package (priced anew, the
 * sibling discount it had kept at the new package's rate), start day and instalments. Invoices
 * already issued stay as they are; the next run bills by the new terms.
 */
export async function changeSubscription(
  tx: Database,
  id: string,
  input: z.output<typeof subscriptionUpdateSchema>,
): Promise<{ before: Subscription; after: Subscription }> {
  const before = await findSubscription(tx, id);
  if (!before) throw notFound();
  if (before.status === 'cancelled') throw new HttpProblem(409, 'families.alreadyCancelled');
  const pkg =
    input.packageId === before.packageId
      ? (await tx.select().from(packages).where(eq(packages.id, input.packageId)))[0]!
      : await packageFor(tx, input.packageId, { open: true });
  checkInstalments(pkg, input.instalments);
  const discountPercent = before.discountPercent > 0 ? pkg.siblingDiscountPercent : 0;
  const updated = await tx
    .update(subscriptions)
    .set({
      packageId: pkg.id,
      priceHalalas: discountedPrice(pkg, discountPercent),
      discountPercent,
      startDate: input.startDate,
      instalments: input.instalments,
      version: sql`${subscriptions.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.version, input.version)))
    .returning({ id: subscriptions.id });
  if (updated.length === 0) throw staleVersion();
  return { before, after: (await findSubscription(tx, id))! };
}

/** Ends a subscription on `today` (the operators' day) and releases its seat; answers the school whose seat was freed. */
export async function cancelSubscription(
  tx: Database,
  id: string,
  version: number,
  today: string,
): Promise<{ before: Subscription; after: Subscription; freedAt: string | null }> {
  const before = await findSubscription(tx, id);
  if (!before) throw notFound();
  if (before.status === 'cancelled') throw new HttpProblem(409, 'families.alreadyCancelled');
  const updated = await tx
    .update(subscriptions)
    .set({
      status: 'cancelled',
      endDate: today,
      version: sql`${subscriptions.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.version, version)))
    .returning({ id: subscriptions.id });
  if (updated.length === 0) throw staleVersion();
  const released = await tx
    .update(seats)
    .set({ releasedAt: new Date() })
    .where(and(eq(seats.subscriptionId, id), isNull(seats.releasedAt)))
    .returning({ schoolId: seats.schoolId });
  return { before, after: (await findSubscription(tx, id))!, freedAt: released[0]?.schoolId ?? null };
}

export async function listSeatCapacities(db: Database, scope: SchoolScope = null): Promise<SeatCapacity[]> {
  const taken = db
    .select({ schoolId: seats.schoolId, n: count().as('taken_n') })
    .from(seats)
    .where(isNull(seats.releasedAt))
    .groupBy(seats.schoolId)
    .as('taken');
  const waiting = db
    .select({ schoolId: registrationRequests.schoolId, n: count().as('waiting_n') })
    .from(registrationRequests)
    .where(eq(registrationRequests.status, 'waitlisted'))
    .groupBy(registrationRequests.schoolId)
    .as('waiting');
  const rows = await db
    .select({
      school: { id: schools.id, nameAr: schools.nameAr, nameEn: schools.nameEn },
      seats: seatCapacities.seats,
      taken: taken.n,
      waiting: waiting.n,
    })
    .from(schools)
    .leftJoin(seatCapacities, eq(seatCapacities.schoolId, schools.id))
    .leftJoin(taken, eq(taken.schoolId, schools.id))
    .leftJoin(waiting, eq(waiting.schoolId, schools.id))
    .where(seatCapacityInScope(scope))
    .orderBy(asc(schools.nameAr), asc(schools.id));
  return rows.map((row) => ({
    schoolId: row.school.id,
    school: row.school,
    seats: row.seats ?? null,
    taken: Number(row.taken ?? 0),
    waiting: Number(row.waiting ?? 0),
  }));
}

export async function setSeatCapacity(
  tx: Database,
  schoolId: string,
  seatsCount: number | null,
): Promise<void> {
  const [school] = await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId));
  if (!school) throw notFound();
  if (seatsCount === null) {
    await tx.delete(seatCapacities).where(eq(seatCapacities.schoolId, schoolId));
    return;
  }
  await tx
    .insert(seatCapacities)
    .values({ schoolId, seats: seatsCount })
    .onConflictDoUpdate({
      target: seatCapacities.schoolId,
      set: { seats: seatsCount, updatedAt: new Date() },
    });
}
