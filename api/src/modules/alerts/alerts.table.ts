import { ALERT_SEVERITIES, ALERT_STATUSES, ALERT_TYPES } from '@rihla/shared/contracts/monitoring';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { buses } from '../buses/buses.table';
import { geofences } from '../geofences/geofences.table';
import { operators } from '../operators/operators.table';
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
    /** The raising rule's severity, version (0: its default) and threshold then (ADR 0063). */
    severity: text('severity', { enum: ALERT_SEVERITIES }).notNull().default('warning'),
    ruleVersion: integer('rule_version').notNull().default(0),
    ruleThreshold: doublePrecision('rule_threshold'),
    /** The rule's in-app recipients (the console's toast); null: none. */
    audience: jsonb('audience').$type<{ roles: string[]; operatorIds: string[] }>(),
    assignedTo: uuid('assigned_to').references(() => operators.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
    /** When an alert still open is escalated (its rule's minutes after it was raised); null: never. */
    escalateAt: timestamp('escalate_at', { withTimezone: true, mode: 'date' }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true, mode: 'date' }),
    /** The zone it is about (entered, left, stayed in, its speed limit); null once the zone is deleted. */
    zoneId: uuid('zone_id').references(() => geofences.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('monitor_alerts_one_open_idx').on(t.busId, t.type).where(sql`status <> 'resolved'`),
    index('monitor_alerts_status_idx').on(t.status, t.raisedAt),
    index('monitor_alerts_trip_idx').on(t.tripId),
    index('monitor_alerts_zone_idx').on(t.zoneId).where(sql`zone_id is not null`),
    index('monitor_alerts_escalate_idx')
      .on(t.escalateAt)
      .where(sql`status = 'open' and escalated_at is null and escalate_at is not null`),
  ],
);
