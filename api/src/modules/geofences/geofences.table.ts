import type { GeofenceShape } from '@rihla/shared/contracts/geofences';
import { GEOFENCE_KINDS } from '@rihla/shared/contracts/geofences';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';
import { buses } from '../buses/buses.table';
import { schools } from '../schools/schools.table';

/** Zones drawn on the map (ADR 0062): a circle or a polygon, its kind, an optional dwell and speed limit. */
export const geofences = pgTable(
  'geofences',
  {
    ...entityColumns(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    kind: text('kind', { enum: GEOFENCE_KINDS }).notNull(),
    /** `{ type: 'circle', center, radiusM }` or `{ type: 'polygon', points }` (checked by the contract). */
    shape: jsonb('shape').$type<GeofenceShape>().notNull(),
    /** The school a school zone surrounds; the zone goes with the school. */
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    dwellLimitMinutes: integer('dwell_limit_minutes'),
    /** Km/h; a fix inside faster than this raises "speeding" with this limit (null: the rule's). */
    speedLimitKmh: integer('speed_limit_kmh'),
    /** What `q` searches, folded at write time (`rihla_fold`, migration 0003). */
    search: text('search').notNull().generatedAlwaysAs(sql`rihla_fold(name_ar || ' ' || name_en)`),
  },
  (t) => [
    index('geofences_name_ar_idx').on(t.nameAr),
    index('geofences_kind_idx').on(t.kind, t.nameAr),
    index('geofences_created_at_idx').on(t.createdAt),
    // A school has one school zone (its default, created with it, ADR 0062).
    uniqueIndex('geofences_school_zone_idx').on(t.schoolId).where(sql`kind = 'school'`),
    index('geofences_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
  ],
);

/**
 * Where each bus is, zone by zone: the zones it is inside (since when, whether its dwell alert went
 * out) and its last fix that counted. One row per bus, locked by the ingest for its batch, so each
 * crossing is decided once across replicas (ADR 0062).
 */
export const busZoneState = pgTable('bus_zone_state', {
  busId: uuid('bus_id')
    .primaryKey()
    .references(() => buses.id, { onDelete: 'cascade' }),
  lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }),
  /** Zone id → `{ since: ISO time, dwellRaised: boolean }`. */
  inside: jsonb('inside').$type<Record<string, ZonePresence>>().notNull().default({}),
});

export interface ZonePresence {
  since: string;
  dwellRaised: boolean;
}
