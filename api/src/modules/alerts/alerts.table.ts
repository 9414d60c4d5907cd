import { ALERT_STATUSES, ALERT_TYPES } from '@rihla/shared/contracts/monitoring';
import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { buses } from '../buses/buses.table';
import { trips } from '../trips/trips.table';

/** Alerts; at most one not-yet-resolved alert of a type per bus (a repeat refreshes nothing). */
export const monitorAlerts = pgTable(
  'monitor_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ALERT_TYPES }).notNull(),
    status: text('status', { enum: ALERT_STATUSES }).notNull().default('open'),
    busId: uuid('bus_id')
      .notNull()
      .references(() => buses.id, { onDelete: 'cascade' }),
    tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    raisedAt: timestamp('raised_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    value: doublePrecision('value'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }),
    acknowledgedBy: text('acknowledged_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    resolvedBy: text('resolved_by'),
  },
  (t) => [
    uniqueIndex('monitor_alerts_one_open_idx').on(t.busId, t.type).where(sql`status <> 'resolved'`),
    index('monitor_alerts_status_idx').on(t.status, t.raisedAt),
    index('monitor_alerts_trip_idx').on(t.tripId),
  ],
);
