import { z } from 'zod';
import { passwordSchema, ROLES, type Role } from './auth';
import {
  entityMetaSchema,
  idSchema,
  isoDateTimeSchema,
  listQuerySchema,
  requiredTextSchema,
  versionSchema,
} from './common';

const name = requiredTextSchema(2, 120);

/** The most schools one operator's scope lists. */
export const MAX_SCOPE_SCHOOLS = 200;

/**
 * The schools an operator is limited to (ADR 0072): null for every school. A `school` operator is
 * always limited, an administrator never (they change the scopes), and a scope names one school at least.
 */
const schoolIdsSchema = z.array(idSchema).max(MAX_SCOPE_SCHOOLS, 'validation.max').nullable();

/** Why a role and a scope do not go together, as the code shown on the scope's field; null when they do. */
export function scopeRefusal(role: Role, schoolIds: readonly string[] | null | undefined): string | null {
  if (schoolIds === undefined) return null;
  if (role === 'school' && (schoolIds === null || schoolIds.length === 0)) return 'operators.scopeRequired';
  if (schoolIds === null) return null;
  if (role === 'admin') return 'operators.adminUnscoped';
  return schoolIds.length === 0 ? 'operators.scopeEmpty' : null;
}

function checkScope(value: { role: Role; schoolIds?: readonly string[] | null }, context: z.RefinementCtx) {
  const code = scopeRefusal(value.role, value.schoolIds);
  if (code) context.addIssue({ code: 'custom', path: ['schoolIds'], message: code });
}

export const operatorSchema = entityMetaSchema.extend({
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  active: z.boolean(),
  lastLoginAt: isoDateTimeSchema.nullable(),
  mustChangePassword: z.boolean(),
  /** Signs in with an authenticator app (ADR 0061). */
  secondFactor: z.boolean(),
  /** The schools this operator sees; null: every school (ADR 0072). */
  schoolIds: z.array(z.string()).nullable(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const operatorCreateSchema = z
  .object({
    email: z.email('validation.email').trim().toLowerCase(),
    name,
    role: z.enum(ROLES, 'validation.choice'),
    password: passwordSchema,
    /**
     * The password is temporary: the operator must choose their own at the next sign-in. The console
     * always sends true; scripts that hand over a final password may leave it out.
     */
    mustChangePassword: z.boolean('validation.boolean').default(false),
    schoolIds: schoolIdsSchema.default(null),
  })
  .superRefine(checkScope);
export type OperatorCreate = z.infer<typeof operatorCreateSchema>;

export const operatorUpdateSchema = z
  .object({
    name,
    role: z.enum(ROLES, 'validation.choice'),
    active: z.boolean('validation.boolean'),
    /** Setting a new password revokes the operator's sessions. */
    password: passwordSchema.optional(),
    /** With `password`: it is temporary and must be changed at the next sign-in. */
    mustChangePassword: z.boolean('validation.boolean').optional(),
    /** Left out: the scope stays as it is. */
    schoolIds: schoolIdsSchema.optional(),
    version: versionSchema,
  })
  .superRefine(checkScope);
export type OperatorUpdate = z.infer<typeof operatorUpdateSchema>;

export const OPERATOR_SORT_FIELDS = ['name', 'email', 'role', 'createdAt'] as const;
export const operatorListQuerySchema = listQuerySchema(OPERATOR_SORT_FIELDS).extend({
  role: z.enum(ROLES, 'validation.choice').optional(),
});
