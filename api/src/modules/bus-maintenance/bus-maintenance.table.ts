import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';
import { buses } from '../buses/buses.table';

/** A bus's maintenance log: the services done, their cost and the odometer they were done at. */
export const busMaintenance = pgTable(
  'bus_maintenance',
  {
    ...entityColumns(),
    busId: uuid('bus_id')
      .notNull()
      .references(() => buses.id, { onDelete: 'cascade' }),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    work: text('work').notNull(),
    costHalalas: integer('cost_halalas').notNull(),
    garage: text('garage'),
    odometerKm: integer('odometer_km').notNull(),
    /** What `q` searches: the work and the garage, folded (ADR 0005). */
    search: text('search').notNull().generatedAlwaysAs(sql`rihla_fold(work || ' ' || coalesce(garage, ''))`),
  },
  (t) => [
    // The bus's log and its last service (newest first) are one probe.
    index('bus_maintenance_bus_date_idx').on(t.busId, t.serviceDate, t.createdAt),
    index('bus_maintenance_service_date_idx').on(t.serviceDate),
    index('bus_maintenance_cost_idx').on(t.costHalalas),
    index('bus_maintenance_created_at_idx').on(t.createdAt),
    index('bus_maintenance_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
  ],
);

/**
 * The distance a bus's tracker covered on one of the operators' days (ADR 0071): kept once the day
 * is over, recomputed while late fixes may still arrive, the same answer from any replica.
 */
export const busDailyDistances = pgTable(
  'bus_daily_distances',
  {
    busId: uuid('bus_id')
      .notNull()
      .references(() => buses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    meters: integer('meters').notNull(),
    fixes: integer('fixes').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.busId, t.day] }), index('bus_daily_distances_day_idx').on(t.day)],
);
