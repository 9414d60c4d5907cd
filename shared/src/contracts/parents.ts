import { z } from 'zod';
import { entityMetaSchema, listQuerySchema, requiredTextSchema, versionSchema } from './common';
import { nationalIdSchema } from './national-id';
import { saudiMobileSchema } from './phone';

export const CONTACT_KINDS = ['guardian', 'pickup'] as const;
export const CONTACTS_MAX = 10;

const nameSchema = requiredTextSchema(2, 120);

/** A guardian's id is optional: left empty it is none, typed it is checked like a driver's. */
const optionalNationalIdSchema = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value))
  .pipe(nationalIdSchema.nullable())
  .nullable()
  .default(null);

/** An e-mail that may be left empty (null), kept in lower case. */
const optionalEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value === '' || z.email().safeParse(value).success, 'validation.email')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .default(null);

/**
 * Another guardian of the children, or someone the parent allows to pick them up. A guardian signs
 * in to the families' app with their own phone (or e-mail) and sees the family (ADR 0075); a
 * guardian's phone is nobody else's, parent or guardian.
 */
export const parentContactSchema = z.object({
  kind: z.enum(CONTACT_KINDS, 'validation.choice'),
  name: nameSchema,
  /** Mother, uncle, driver... in the operator's words. */
  relation: requiredTextSchema(2, 60),
  phone: saudiMobileSchema,
  email: optionalEmailSchema,
  nationalId: optionalNationalIdSchema,
});
export type ParentContact = z.infer<typeof parentContactSchema>;

export const parentInputSchema = z.object({
  name: nameSchema,
  phone: saudiMobileSchema,
  email: optionalEmailSchema,
  nationalId: optionalNationalIdSchema,
  address: z
    .string()
    .trim()
    .max(300, 'validation.tooLong')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
  contacts: z.array(parentContactSchema).max(CONTACTS_MAX, 'validation.max').default([]),
});

export const parentUpdateSchema = parentInputSchema.extend({ version: versionSchema });

export const parentChildSchema = z.object({
  id: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  grade: z.number().int(),
  status: z.string(),
  school: z.object({ id: z.string(), nameAr: z.string(), nameEn: z.string() }),
});
export type ParentChild = z.infer<typeof parentChildSchema>;

export const parentSchema = entityMetaSchema.extend({
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  nationalId: z.string().nullable(),
  address: z.string().nullable(),
  balanceHalalas: z.number().int(),
  contacts: z.array(
    parentContactSchema.extend({
      id: z.string(),
      email: z.string().nullable(),
      nationalId: z.string().nullable(),
    }),
  ),
  children: z.array(parentChildSchema),
});
export type Parent = z.infer<typeof parentSchema>;

export const PARENT_SORT_FIELDS = ['name', 'balanceHalalas', 'createdAt'] as const;

export const parentListQuerySchema = listQuerySchema(PARENT_SORT_FIELDS).extend({
  /** `owing`: balance above zero. */
  balance: z.enum(['owing', 'clear'], 'validation.choice').optional(),
});
