import { z } from 'zod';
import { ODOMETER_MAX_KM } from './buses';
import {
  entityMetaSchema,
  idSchema,
  intBetweenSchema,
  isoDateSchema,
  listQuerySchema,
  requiredTextSchema,
  versionSchema,
} from './common';
import { halalasSchema } from './money';

/**
 * A bus's maintenance log (docs/compliance.md, "Service"): one row per service done, with the
 * odometer it was done at. The newest service starts the bus's next interval. The fleet area owns it.
 */
const maintenanceFieldsSchema = z.object({
  busId: idSchema,
  /** The day the work was done: never in the future (checked by the API against the operators' today). */
  serviceDate: isoDateSchema,
  work: requiredTextSchema(2, 1000),
  /** In halalas (1 SAR = 100 halalas); zero is a service under warranty. */
  costHalalas: halalasSchema(100_000_000),
  garage: z.string().trim().max(120, 'validation.tooLong').nullable().default(null),
  odometerKm: intBetweenSchema(0, ODOMETER_MAX_KM),
});

export const maintenanceInputSchema = maintenanceFieldsSchema;
export type MaintenanceInput = z.input<typeof maintenanceInputSchema>;

/** An edit keeps the bus: a service logged on the wrong bus is deleted and logged again. */
export const maintenanceUpdateSchema = maintenanceFieldsSchema
  .omit({ busId: true })
  .extend({ version: versionSchema });
export type MaintenanceUpdate = z.input<typeof maintenanceUpdateSchema>;

export const maintenanceSchema = entityMetaSchema.extend({
  busId: z.string(),
  serviceDate: z.string(),
  work: z.string(),
  costHalalas: z.number().int(),
  garage: z.string().nullable(),
  odometerKm: z.number().int(),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const MAINTENANCE_SORT_FIELDS = ['serviceDate', 'costHalalas', 'createdAt'] as const;

export const maintenanceListQuerySchema = listQuerySchema(MAINTENANCE_SORT_FIELDS).extend({
  busId: idSchema.optional(),
});
