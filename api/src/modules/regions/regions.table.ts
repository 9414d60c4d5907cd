import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';

/**
 * A named group of schools an operator's scope may name (ADR 0076). The schools are a list, not a
 * foreign key, as on the operators' scope: a school's deletion is refused while it has students and
 * trips, and a region naming a deleted one simply holds one school less.
 */
export const regions = pgTable(
  'regions',
  {
    ...entityColumns(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    schoolIds: uuid('school_ids').array().notNull(),
    search: text('search').notNull().generatedAlwaysAs(sql`rihla_fold(name_ar || ' ' || name_en)`),
  },
  (t) => [
    index('regions_name_ar_idx').on(t.nameAr),
    index('regions_name_en_idx').on(t.nameEn),
    index('regions_created_at_idx').on(t.createdAt),
  ],
);
