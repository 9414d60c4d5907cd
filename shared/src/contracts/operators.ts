import { z } from 'zod';
import { passwordSchema, ROLES } from './auth';
import {
  entityMetaSchema,
  isoDateTimeSchema,
  listQuerySchema,
  requiredTextSchema,
  versionSchema,
} from './common';

const name = requiredTextSchema(2, 120);

export const operatorSchema = entityMetaSchema.extend({
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  active: z.boolean(),
  lastLoginAt: isoDateTimeSchema.nullable(),
  mustChangePassword: z.boolean(),
  /** Signs in with an authenticator app (ADR 0061). */
  secondFactor: z.boolean(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const operatorCreateSchema = z.object({
  email: z.email('validation.email').trim().toLowerCase(),
  name,
  role: z.enum(ROLES, 'validation.choice'),
  password: passwordSchema,
  /**
   * The password is temporary: the operator must choose their own at the next sign-in. The console
   * always sends true; scripts that hand over a final password may leave it out.
   */
  mustChangePassword: z.boolean('validation.boolean').default(false),
});
export type OperatorCreate = z.infer<typeof operatorCreateSchema>;

export const operatorUpdateSchema = z.object({
  name,
  role: z.enum(ROLES, 'validation.choice'),
  active: z.boolean('validation.boolean'),
  /** Setting a new password revokes the operator's sessions. */
  password: passwordSchema.optional(),
  /** With `password`: it is temporary and must be changed at the next sign-in. */
  mustChangePassword: z.boolean('validation.boolean').optional(),
  version: versionSchema,
});
export type OperatorUpdate = z.infer<typeof operatorUpdateSchema>;

export const OPERATOR_SORT_FIELDS = ['name', 'email', 'role', 'createdAt'] as const;
export const operatorListQuerySchema = listQuerySchema(OPERATOR_SORT_FIELDS).extend({
  role: z.enum(ROLES, 'validation.choice').optional(),
});
