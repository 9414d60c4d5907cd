import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';

export const stops = pgTable(
  'stops',
  {
    ...entityColumns(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    district: text('district'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    notes: text('notes'),
    /** The schools this stop serves; checked on write (an array has no foreign key), cleared when a school is deleted. */
    schoolIds: uuid('school_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** What `q` searches, folded at write time (`rihla_fold`, migration 0003). */
    search: text('search')
      .notNull()
      .generatedAlwaysAs(sql`rihla_fold(name_ar || ' ' || name_en || ' ' || coalesce(district, ''))`),
  },
  (t) => [
    index('stops_name_ar_idx').on(t.nameAr),
    index('stops_name_en_idx').on(t.nameEn),
    index('stops_district_idx').on(t.district, t.nameAr),
    index('stops_created_at_idx').on(t.createdAt),
    index('stops_school_ids_idx').using('gin', t.schoolIds),
    index('stops_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
  ],
);
