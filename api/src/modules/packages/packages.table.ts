import { PACKAGE_PERIODS, TRIP_TYPES } from '@rihla/shared/contracts/packages';
import { VAT_CATEGORIES } from '@rihla/shared/contracts/vat';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';

/** Subscription packages (finance owns their screens; families' requests and subscriptions refer to them). */
export const packages = pgTable(
  'packages',
  {
    ...entityColumns(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    priceHalalas: integer('price_halalas').notNull(),
    period: text('period', { enum: PACKAGE_PERIODS }).notNull(),
    tripType: text('trip_type', { enum: TRIP_TYPES }).notNull(),
    siblingDiscountPercent: integer('sibling_discount_percent').notNull().default(0),
    instalments: integer('instalments').notNull().default(1),
    active: boolean('active').notNull().default(true),
    /** Only a free package may cost nothing (a zero price typed by mistake is refused). */
    free: boolean('free').notNull().default(false),
    vatCategory: text('vat_category', { enum: VAT_CATEGORIES }).notNull().default('standard'),
    /** ZATCA's reason code of a zero-rated or exempt package. */
    vatExemptionReason: text('vat_exemption_reason'),
    search: text('search').notNull().generatedAlwaysAs(sql`rihla_fold(name_ar || ' ' || name_en)`),
  },
  (t) => [
    index('packages_name_ar_idx').on(t.nameAr),
    index('packages_name_en_idx').on(t.nameEn),
    index('packages_price_idx').on(t.priceHalalas),
    index('packages_created_at_idx').on(t.createdAt),
  ],
);
