import { z } from 'zod';
import { idSchema } from './common';
import { DRIVER_ROLES, normalisePhone, PHONE_PATTERN } from './drivers';

/** The crew's session cookie: httpOnly, SameSite=Strict, sent to /api/v1/crew only. */
export const CREW_SESSION_COOKIE = 'rihla_crew';
/** Digits of a sign-in code, and how long one is valid. */
export const CREW_CODE_LENGTH = 6;
export const CREW_CODE_TTL_MINUTES = 5;

const phoneSchema = z
  .string('validation.required')
  .transform(normalisePhone)
  .pipe(z.string().regex(PHONE_PATTERN, 'validation.phone'));

/** `POST /crew/auth/code`: send a sign-in code to this phone if it is a crew member's. */
export const crewCodeRequestSchema = z.object({ phone: phoneSchema }).strict();
export type CrewCodeRequest = z.input<typeof crewCodeRequestSchema>;

/** `POST /crew/auth/verify`: the phone and the code it received. */
export const crewCodeVerifySchema = z
  .object({
    phone: phoneSchema,
    code: z
      .string('validation.required')
      .trim()
      .regex(new RegExp(`^\\d{${CREW_CODE_LENGTH}}$`), 'crew.codeFormat'),
  })
  .strict();
export type CrewCodeVerify = z.input<typeof crewCodeVerifySchema>;

export const crewMemberSchema = z.object({
  id: idSchema,
  fullName: z.string(),
  role: z.enum(DRIVER_ROLES),
  phone: z.string(),
});
export type CrewMember = z.infer<typeof crewMemberSchema>;

/** The signed-in crew member and when the session (a shift) ends. */
export const crewSessionSchema = z.object({
  member: crewMemberSchema,
  expiresAt: z.string(),
});
export type CrewSession = z.infer<typeof crewSessionSchema>;

/** One crew session as the driver's page in the console lists it. */
export const crewSessionRowSchema = z.object({
  id: idSchema,
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  /** The phone's browser, as it named itself when signing in. */
  device: z.string().nullable(),
});
export type CrewSessionRow = z.infer<typeof crewSessionRowSchema>;

export const crewSessionListSchema = z.object({ items: z.array(crewSessionRowSchema) });
