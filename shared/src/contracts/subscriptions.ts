import { z } from 'zod';
import {
  entityMetaSchema,
  idSchema,
  intBetweenSchema,
  isoDateSchema,
  listQuerySchema,
  versionSchema,
} from './common';
import { PACKAGE_PERIODS, TRIP_TYPES } from './packages';

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled'] as const;

const refSchema = z.object({ id: z.string(), nameAr: z.string(), nameEn: z.string() });

export const subscriptionSchema = entityMetaSchema.extend({
  studentId: z.string(),
  parentId: z.string(),
  packageId: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  priceHalalas: z.number().int(),
  discountPercent: z.number().int(),
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
  /** Monthly parts its period's price is paid in; null: the package's (`package.instalments`). */
  instalments: z.number().int().nullable(),
  /** Whether it holds a seat now (active subscriptions do). */
  hasSeat: z.boolean(),
  student: refSchema,
  parent: z.object({ id: z.string(), name: z.string() }),
  package: refSchema.extend({
    period: z.enum(PACKAGE_PERIODS),
    tripType: z.enum(TRIP_TYPES),
    instalments: z.number().int(),
  }),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const SUBSCRIPTION_SORT_FIELDS = ['createdAt', 'startDate', 'status'] as const;

export const subscriptionListQuerySchema = listQuerySchema(SUBSCRIPTION_SORT_FIELDS).extend({
  studentId: idSchema.optional(),
  parentId: idSchema.optional(),
  status: z.enum(SUBSCRIPTION_STATUSES, 'validation.choice').optional(),
});

/**
 * What an operator sets on a subscription by hand (a family's page): the package, the day it starts
 * and, when it differs from the package's, how many monthly parts its period is paid in (at most the
 * period's months: the API checks it against the package). The price follows the package, less the
 * sibling discount.
 */
const subscriptionFieldsSchema = z.object({
  packageId: idSchema,
  startDate: isoDateSchema,
  instalments: intBetweenSchema(1, 12).nullable().default(null),
});

export const subscriptionInputSchema = subscriptionFieldsSchema.extend({ studentId: idSchema });
export type SubscriptionInput = z.input<typeof subscriptionInputSchema>;

export const subscriptionUpdateSchema = subscriptionFieldsSchema.extend({ version: versionSchema });
export type SubscriptionUpdate = z.input<typeof subscriptionUpdateSchema>;

export const subscriptionCancelSchema = z.object({ version: versionSchema });

/** What a cancellation did: the subscription, and the waitlisted request its seat went to, if any. */
export const subscriptionCancelResultSchema = z.object({
  subscription: subscriptionSchema,
  seatOfferedTo: z.object({ requestId: z.string(), reference: z.string() }).nullable(),
});
export type SubscriptionCancelResult = z.infer<typeof subscriptionCancelResultSchema>;

/** Seats of a school: how many its buses take, how many are held, how many requests wait. */
export const seatCapacitySchema = z.object({
  schoolId: z.string(),
  school: refSchema,
  /** null: not limited. */
  seats: z.number().int().nullable(),
  taken: z.number().int(),
  waiting: z.number().int(),
});
export type SeatCapacity = z.infer<typeof seatCapacitySchema>;

export const seatCapacityInputSchema = z.object({
  seats: z
    .number('validation.number')
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(100_000, 'validation.max')
    .nullable(),
});
