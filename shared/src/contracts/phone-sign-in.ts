import { z } from 'zod';
import { latinDigits } from '../format/digits';
import { idSchema } from './common';
import { saudiMobileSchema } from './phone';

/**
 * Signing in to a phone app (the crew's, the families') with a phone number on file and a code
 * texted to it: the requests and the session rows both apps share.
 */

/** Digits of a sign-in code, and how long one is valid. */
export const SIGN_IN_CODE_LENGTH = 6;
export const SIGN_IN_CODE_TTL_MINUTES = 5;
/** How a phone signed in: a texted code, or a link sent by e-mail. */
export const SIGN_IN_METHODS = ['code', 'link'] as const;
/** How long a sign-in link sent by e-mail can be opened (the families' app, ADR 0075). */
export const SIGN_IN_LINK_TTL_MINUTES = 15;

/** `POST …/auth/code`: send a sign-in code to this phone if it is on file. */
export const codeRequestSchema = z.object({ phone: saudiMobileSchema }).strict();
export type CodeRequest = z.input<typeof codeRequestSchema>;

/** `POST …/auth/verify`: the phone and the code it received. */
export const codeVerifySchema = z
  .object({
    phone: saudiMobileSchema,
    code: z
      .string('validation.required')
      .overwrite(latinDigits)
      .trim()
      .regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), 'validation.codeFormat'),
  })
  .strict();
export type CodeVerify = z.input<typeof codeVerifySchema>;

/** One signed-in phone, as the console (and the families' app) list them. */
export const signInSessionRowSchema = z.object({
  id: idSchema,
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  /** The phone's browser, as it named itself when signing in. */
  device: z.string().nullable(),
  /** How it signed in: a texted code, or a link sent by e-mail (the families' app). */
  method: z.enum(SIGN_IN_METHODS).default('code'),
  /** The families' app: the guardian signed in, or null for the account holder. */
  guardian: z.object({ id: idSchema, name: z.string() }).nullable().default(null),
});

/** A record's signed-in phones (the driver's page, the parent's page). */
export const signInSessionListSchema = z.object({ items: z.array(signInSessionRowSchema) });
export type SignInSessionList = z.infer<typeof signInSessionListSchema>;
