import { SUBSCRIPTION_STATUSES } from '@rihla/shared/contracts/subscriptions';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';
import { packages } from '../packages/packages.table';
import { parents } from '../parents/parents.table';
import { schools } from '../schools/schools.table';
import { students } from '../students/students.table';

/** A student riding on a package, paid by a parent. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    ...entityColumns(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    /** The package price less the sibling discount, per period, in halalas. */
    priceHalalas: integer('price_halalas').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Monthly parts its period's price is paid in (null: the package's). */
    instalments: integer('instalments'),
    endDate: date('end_date', { mode: 'string' }),
  },
  (t) => [
    index('subscriptions_student_idx').on(t.studentId, t.status),
    index('subscriptions_parent_idx').on(t.parentId, t.status),
    index('subscriptions_package_idx').on(t.packageId),
    index('subscriptions_created_at_idx').on(t.createdAt),
  ],
);

/**
 * How many students a school's buses can take (no row: not limited). Approving a request takes a
 * seat; when none is free the request waits, in order, for the next one freed.
 */
export const seatCapacities = pgTable('seat_capacities', {
  schoolId: uuid('school_id')
    .primaryKey()
    .references(() => schools.id, { onDelete: 'cascade' }),
  seats: integer('seats').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A seat held by an active subscription at a school; released when the subscription ends. */
export const seats = pgTable(
  'seats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('seats_subscription_unique').on(t.subscriptionId),
    index('seats_school_idx').on(t.schoolId, t.releasedAt),
  ],
);
