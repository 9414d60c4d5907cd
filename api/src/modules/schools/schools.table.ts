import { SCHOOL_GENDERS } from '@rihla/shared/contracts/schools';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';

export const schools = pgTable(
  'schools',
  {
    ...entityColumns(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    gender: text('gender', { enum: SCHOOL_GENDERS }).notNull(),
    address: text('address'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** `HH:MM` on the operator's clock. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    phone: text('phone'),
    /** The grades taught, 0 (kindergarten) to 12, ascending. */
    grades: integer('grades').array().notNull().default(sql`'{}'::integer[]`),
    active: boolean('active').notNull().default(true),
    /** What `q` searches, folded at write time (`rihla_fold`, migration 0003). */
    search: text('search')
      .notNull()
      .generatedAlwaysAs(sql`rihla_fold(name_ar || ' ' || name_en || ' ' || coalesce(address, ''))`),
  },
  (t) => [
    index('schools_name_ar_idx').on(t.nameAr),
    index('schools_name_en_idx').on(t.nameEn),
    index('schools_gender_idx').on(t.gender, t.nameAr),
    index('schools_start_time_idx').on(t.startTime),
    index('schools_created_at_idx').on(t.createdAt),
    index('schools_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
  ],
);
