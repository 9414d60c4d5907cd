import { CURRENCIES } from '@rihla/shared/contracts/company';
import { SECOND_FACTOR_REQUIREMENTS } from '@rihla/shared/contracts/second-factor';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';

/** The company's own details: exactly one row, inserted by its migration. */
export const company = pgTable(
  'company',
  {
    ...entityColumns(),
    legalNameAr: text('legal_name_ar'),
    legalNameEn: text('legal_name_en'),
    crNumber: text('cr_number'),
    vatNumber: text('vat_number'),
    address: text('address'),
    phone: text('phone'),
    /** A `data:image/...;base64` URL, at most LOGO_MAX_CHARS. */
    logo: text('logo'),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('SAR'),
    timeZone: text('time_zone').notNull().default('Asia/Riyadh'),
    vatRegistered: boolean('vat_registered').notNull().default(false),
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(true),
    /** The national address (a ZATCA document's seller address). */
    buildingNumber: text('building_number'),
    street: text('street'),
    district: text('district'),
    city: text('city'),
    postalCode: text('postal_code'),
    /** Families may report or withdraw an absence until this many minutes before a trip's first pickup. */
    absenceCutoffMinutes: integer('absence_cutoff_minutes').notNull().default(30),
    /** A stop or school reached up to this many minutes after its planned time is on time (the KPIs, ADR 0057). */
    onTimeToleranceMinutes: integer('on_time_tolerance_minutes').notNull().default(5),
    /** Who must sign in with a second factor (ADR 0061: an install starts at 'optional'). */
    secondFactorRequired: text('second_factor_required', { enum: SECOND_FACTOR_REQUIREMENTS })
      .notNull()
      .default('optional'),
    /** Days a device that passed the second factor skips it; 0: never remembered. */
    rememberDeviceDays: integer('remember_device_days').notNull().default(30),
  },
  // An index on a constant lets the table hold one row and no second.
  () => [uniqueIndex('company_single_row').on(sql`(true)`)],
);
