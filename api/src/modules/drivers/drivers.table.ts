import { DRIVER_ROLES, DRIVER_STATUSES } from '@rihla/shared/contracts/drivers';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';
import { buses } from '../buses/buses.table';

export const drivers = pgTable(
  'drivers',
  {
    ...entityColumns(),
    /** The name as written in Arabic, the record's own. */
    fullName: text('full_name').notNull(),
    /** The Latin spelling shown on English pages (null: the Arabic name is shown there too). */
    fullNameEn: text('full_name_en'),
    role: text('role', { enum: DRIVER_ROLES }).notNull(),
    nationalId: text('national_id').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    licenseNumber: text('license_number'),
    licenseExpiry: date('license_expiry', { mode: 'string' }),
    /** The TGA medical examination. */
    medicalExpiry: date('medical_expiry', { mode: 'string' }),
    backgroundCheckExpiry: date('background_check_expiry', { mode: 'string' }),
    /** First-aid certificate and TGA proficiency test (issue #39): null until entered, which warns but does not block. */
    firstAidExpiry: date('first_aid_expiry', { mode: 'string' }),
    proficiencyExpiry: date('proficiency_expiry', { mode: 'string' }),
    /** The TGA's eligibility: drivers are dispatched from 25 (null: not entered yet). */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    status: text('status', { enum: DRIVER_STATUSES }).notNull(),
    // The service unassigns (and audits) before deleting a bus; the FK rule is only a safety net.
    assignedBusId: uuid('assigned_bus_id').references(() => buses.id, { onDelete: 'set null' }),
    tripRate: integer('trip_rate').notNull(),
    /**
     * What `q` searches, folded at write time (`rihla_fold`); the phone is there both as +9665... and as 05...,
     * the way people type it.
     */
    search: text('search')
      .notNull()
      .generatedAlwaysAs(
        sql`rihla_fold(full_name || ' ' || coalesce(full_name_en, '') || ' ' || phone || ' 0' || substr(phone, 5) || ' ' || national_id || ' ' || coalesce(license_number, ''))`,
      ),
  },
  (t) => [
    uniqueIndex('drivers_national_id_key').on(t.nationalId),
    // A bus holds at most one person of each role.
    uniqueIndex('drivers_bus_role_key')
      .on(t.assignedBusId, t.role)
      .where(sql`${t.assignedBusId} is not null`),
    index('drivers_full_name_idx').on(t.fullName),
    index('drivers_role_idx').on(t.role, t.fullName),
    index('drivers_status_idx').on(t.status, t.fullName),
    index('drivers_license_expiry_idx').on(t.licenseExpiry),
    index('drivers_medical_expiry_idx').on(t.medicalExpiry),
    index('drivers_background_check_expiry_idx').on(t.backgroundCheckExpiry),
    index('drivers_first_aid_expiry_idx').on(t.firstAidExpiry),
    index('drivers_proficiency_expiry_idx').on(t.proficiencyExpiry),
    index('drivers_created_at_idx').on(t.createdAt),
    // Trigram index behind `q`; the extension comes from migration 0001.
    index('drivers_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
  ],
);
