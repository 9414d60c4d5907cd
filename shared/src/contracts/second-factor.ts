import { z } from 'zod';
import { latinDigits } from '../format/digits';
import { sessionSchema } from './auth';

/** Who must sign in with a second factor: nobody, administrators (the default) or every operator. */
export const SECOND_FACTOR_REQUIREMENTS = ['optional', 'admins', 'everyone'] as const;
export type SecondFactorRequirement = (typeof SECOND_FACTOR_REQUIREMENTS)[number];

/** How many single-use recovery codes an operator is given at enrolment. */
export const RECOVERY_CODE_COUNT = 10;
/** The longest "remember this device" a company may choose. */
export const REMEMBER_DEVICE_MAX_DAYS = 90;

/** A six-digit code from an authenticator app (spaces typed between the digits are dropped). */
export const totpCodeSchema = z
  .string('validation.required')
  .transform((value) => latinDigits(value).replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'validation.codeFormat'));

/** The second step of a sign-in: the code of the app or one recovery code. */
export const loginCodeSchema = z.object({
  challenge: z.string().min(1, 'validation.required').max(200, 'validation.tooLong'),
  code: z.string().trim().min(1, 'validation.required').max(40, 'validation.tooLong'),
  rememberDevice: z.boolean().default(false),
});

/** The password was right and a code is still needed: the challenge goes back with the code. */
export const secondFactorChallengeSchema = z.object({
  secondFactor: z.literal('required'),
  challenge: z.string(),
  /** Days a device may be remembered (0: the company remembers none). */
  rememberDeviceDays: z.number().int(),
});

/** `POST /auth/login`: a session, or a challenge when the operator has a second factor. */
export const loginAnswerSchema = z.union([sessionSchema, secondFactorChallengeSchema]);

/** `POST /account/second-factor/setup`: the new secret, to scan (QR) or type in. */
export const secondFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, a PNG data URL. */
  qrDataUrl: z.string(),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

export const secondFactorConfirmSchema = z.object({ code: totpCodeSchema });

/**
 * An operator's own change to a second factor that is on (new recovery codes, turning it off):
 * the app's current code, or one recovery code.
 */
export const secondFactorCodeSchema = z.object({
  code: z.string('validation.required').trim().min(1, 'validation.required').max(40, 'validation.tooLong'),
});

/** The recovery codes in clear: shown once, after enrolment, and never again. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** The second factor as the account page shows it. */
export const accountSecondFactorSchema = z.object({
  enabled: z.boolean(),
  /** The company's setting makes it required for this operator. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
