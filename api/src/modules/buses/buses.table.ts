import { BUS_STATUSES } from '@rihla/shared/contracts/buses';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';

export const buses = pgTable(
  'buses',
  {
    ...entityColumns(),
    plateNumber: text('plate_number').notNull(),
    capacity: integer('capacity').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    status: text('status', { enum: BUS_STATUSES }).notNull(),
    insuranceExpiry: date('insurance_expiry', { mode: 'string' }).notNull(),
    inspectionExpiry: date('inspection_expiry', { mode: 'string' }).notNull(),
    /**
     * The TGA operating card (بطاقة التشغيل) and the equipment it asks for. Null: not recorded yet (buses
     * from before these fields), which warns but does not block; an expired card or `false` blocks dispatch.
     */
    operatingCardNumber: text('operating_card_number'),
    operatingCardExpiry: date('operating_card_expiry', { mode: 'string' }),
    trackerFitted: boolean('tracker_fitted'),
    camerasFitted: boolean('cameras_fitted'),
    gpsDeviceId: text('gps_device_id'),
    notes: text('notes'),
    /** The odometer as read at the end of `odometerReadOn`; the tracker's daily distances after it add to it. */
    odometerKm: integer('odometer_km'),
    odometerReadOn: date('odometer_read_on', { mode: 'string' }),
    /** Service every so many km and/or months since the last logged service; null is no interval (no warning, no block). */
    serviceIntervalKm: integer('service_interval_km'),
    serviceIntervalMonths: integer('service_interval_months'),
    /** What `q` searches, folded once at write time (`rihla_fold`, migration 0003): LIKE on it is ~20x cheaper than ILIKE. */
    search: text('search')
      .notNull()
      .generatedAlwaysAs(sql`rihla_fold(plate_number || ' ' || model || ' ' || coalesce(gps_device_id, ''))`),
  },
  (t) => [
    uniqueIndex('buses_plate_number_key').on(sql`lower(${t.plateNumber})`),
    index('buses_plate_number_idx').on(t.plateNumber),
    index('buses_capacity_idx').on(t.capacity),
    index('buses_model_idx').on(t.model),
    index('buses_year_idx').on(t.year),
    index('buses_status_idx').on(t.status, t.plateNumber),
    index('buses_insurance_expiry_idx').on(t.insuranceExpiry),
    index('buses_inspection_expiry_idx').on(t.inspectionExpiry),
    index('buses_operating_card_expiry_idx').on(t.operatingCardExpiry),
    index('buses_created_at_idx').on(t.createdAt),
    // Trigram index behind `q`; the extension comes from migration 0001.
    index('buses_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
  ],
);
