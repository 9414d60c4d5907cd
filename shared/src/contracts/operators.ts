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
 * The schools an operator is limited to (ADR 0072), and the regions whose schools they see too
 * (ADR 0076): null for none. Both null: every school. A `school` operator is always limited, an
 * administrator never (they change the scopes), and a choice names one school or region at least.
 */
const schoolIdsSchema = z.array(idSchema).max(MAX_SCOPE_SCHOOLS, 'validation.max').nullable();
const regionIdsSchema = z.array(idSchema).max(MAX_SCOPE_SCHOOLS, 'validation.max').nullable();

export interface ScopeRefusal {
  path: 'schoolIds' | 'regionIds';
  code: string;
}

/**
 * Why a role and a scope do not go together, each on its field; none when they do. A side left
 * out (undefined: an update keeping the stored one) is not judged here: the API judges the scope
 * as it will be stored.
 */
export function scopeRefusals(
  role: Role,
  schoolIds: readonly string[] | null | undefined,
  regionIds: readonly string[] | null | undefined,
): ScopeRefusal[] {
  const refusals: ScopeRefusal[] = [];
  if (role === 'admin') {
    if (schoolIds) refusals.push({ path: 'schoolIds', code: 'operators.adminUnscoped' });
    if (regionIds) refusals.push({ path: 'regionIds', code: 'operators.adminUnscoped' });
    return refusals;
  }
  if (regionIds?.length === 0) refusals.push({ path: 'regionIds', code: 'operators.regionsEmpty' });
  if (schoolIds === undefined || regionIds === undefined) {
    if (schoolIds?.length === 0) refusals.push({ path: 'schoolIds', code: 'operators.scopeEmpty' });
    if (role === 'school' && schoolIds === null && regionIds === undefined)
      refusals.push({ path: 'schoolIds', code: 'operators.scopeRequired' });
    return refusals;
  }
  const someSchool = (schoolIds?.length ?? 0) > 0 || (regionIds?.length ?? 0) > 0;
  if (role === 'school' && !someSchool) return [{ path: 'schoolIds', code: 'operators.scopeRequired' }];
  if (schoolIds?.length === 0) refusals.push({ path: 'schoolIds', code: 'operators.scopeEmpty' });
  return refusals;
}

function checkScope(
  value: { role: Role; schoolIds?: readonly string[] | null; regionIds?: readonly string[] | null },
  context: z.RefinementCtx,
) {
  for (const refusal of scopeRefusals(value.role, value.schoolIds, value.regionIds)) {
    context.addIssue({ code: 'custom', path: [refusal.path], message: refusal.code });
  }
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
  /** The regions whose schools this operator sees too; null: none (ADR 0076). */
  regionIds: z.array(z.string()).nullable(),
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
    regionIds: regionIdsSchema.default(null),
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
    /** Left out: the regions stay as they are. */
    regionIds: regionIdsSchema.optional(),
    version: versionSchema,
  })
  .superRefine(checkScope);
export type OperatorUpdate = z.infer<typeof operatorUpdateSchema>;

export const OPERATOR_SORT_FIELDS = ['name', 'email', 'role', 'createdAt'] as const;
export const operatorListQuerySchema = listQuerySchema(OPERATOR_SORT_FIELDS).extend({
  role: z.enum(ROLES, 'validation.choice').optional(),
});
