import { z } from 'zod';
import { LOCALES } from '../routes/route-table';
import { idSchema, isoDateTimeSchema } from './common';

/** `school`: a school's own staff, read-only and always limited to their schools (ADR 0072). */
export const ROLES = ['admin', 'dispatcher', 'finance', 'viewer', 'school'] as const;
/** `system` follows the device's setting. */
export const COLOR_SCHEMES = ['system', 'light', 'dark'] as const;
export type ColorSchemePreference = (typeof COLOR_SCHEMES)[number];
export type Role = (typeof ROLES)[number];

export const SESSION_COOKIE = 'rihla_session';
/** Mutations must carry the session's token in this header (same-origin proof). */
export const CSRF_HEADER = 'x-csrf-token';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const loginSchema = z.object({
  email: z.email('validation.email').trim().toLowerCase(),
  password: z.string().min(1, 'validation.required').max(200, 'validation.tooLong'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const sessionOperatorSchema = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  /** The password was set by an administrator: the console asks for a new one before anything else. */
  mustChangePassword: z.boolean().default(false),
  /** Preferences remembered across devices (null locale: the browser's). */
  locale: z.enum(LOCALES).nullable().default(null),
  colorScheme: z.enum(COLOR_SCHEMES).default('system'),
  /** The company requires a second factor of this operator and they have none: they set it up before anything else. */
  mustEnrolSecondFactor: z.boolean().default(false),
  /** The schools this operator is limited to; null: every school (ADR 0072). */
  schoolIds: z.array(idSchema).nullable().default(null),
});

/** Answer of login and `GET /auth/me`. */
export const sessionSchema = z.object({
  operator: sessionOperatorSchema,
  csrfToken: z.string(),
  expiresAt: isoDateTimeSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const passwordSchema = z.string().min(10, 'validation.passwordLength').max(200, 'validation.tooLong');

/** A new password differs from the current one: a temporary password "changed" to itself stays known to whoever set it. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'validation.required'),
    newPassword: passwordSchema,
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ['newPassword'],
    message: 'validation.passwordUnchanged',
  });
