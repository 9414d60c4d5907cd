import { z } from 'zod';
import { LOCALES } from '../routes/route-table';
import { COLOR_SCHEMES, ROLES } from './auth';
import { requiredTextSchema, versionSchema } from './common';
import { accountSecondFactorSchema } from './second-factor';

/** The signed-in operator's own account (`/account`): what every role may see and change of itself. */
export const accountSchema = z.object({
  id: z.string(),
  version: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  locale: z.enum(LOCALES).nullable(),
  colorScheme: z.enum(COLOR_SCHEMES),
  mustChangePassword: z.boolean(),
  /** Signed-in sessions of this operator besides the one asking. */
  otherSessions: z.number(),
  secondFactor: accountSecondFactorSchema,
});
export type Account = z.infer<typeof accountSchema>;

export const accountUpdateSchema = z.object({
  name: requiredTextSchema(2, 120),
  locale: z.enum(LOCALES, 'validation.choice').nullable(),
  colorScheme: z.enum(COLOR_SCHEMES, 'validation.choice'),
  version: versionSchema,
});
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;
