import { z } from 'zod';
import { latinDigits } from '../format/digits';

/**
 * Phones wherever one is entered (guardians, drivers and attendants, the company), checked by the
 * API and the forms with the same schemas and stored in E.164 (`+966…`), shown left to right.
 */

/** Separators people type inside a number: spaces, dashes, dots, brackets. */
const SEPARATORS = /[\s().-]/g;

/**
 * A Saudi mobile as typed (05XXXXXXXX, 5XXXXXXXX, 9665…, 009665…, +9665…, in Latin or Arabic-Indic
 * digits) in E.164; anything else as typed, its digits made Latin.
 */
export function normalisePhone(raw: string): string {
  const digits = latinDigits(raw).replace(SEPARATORS, '');
  if (/^05\d{8}$/.test(digits)) return `+966${digits.slice(1)}`;
  if (/^5\d{8}$/.test(digits)) return `+966${digits}`;
  if (/^9665\d{8}$/.test(digits)) return `+${digits}`;
  if (/^009665\d{8}$/.test(digits)) return `+${digits.slice(2)}`;
  return digits;
}
/** A Saudi mobile in E.164. */
export const PHONE_PATTERN = /^\+9665\d{8}$/;

/** A Saudi mobile, required: a guardian's, a driver's, a phone that signs in. */
export const saudiMobileSchema = z
  .string('validation.required')
  .transform(normalisePhone)
  .pipe(z.string().regex(PHONE_PATTERN, 'validation.phone'));

/** A Saudi mobile that may be left empty (null): an attendant's. */
export const optionalSaudiMobileSchema = z
  .string('validation.required')
  .transform((value) => (value.trim() === '' ? null : normalisePhone(value)))
  .pipe(z.string().regex(PHONE_PATTERN, 'validation.phone').nullable())
  .nullable()
  .default(null);

/**
 * A company's line in E.164: a mobile, a landline with its area code (011…, 012…, 013…, 014…, 016…,
 * 017…), a unified number (92…) or a toll-free one (800…). Empty is null.
 */
export function normaliseContactPhone(raw: string): string {
  const digits = latinDigits(raw).replace(SEPARATORS, '');
  const mobile = normalisePhone(digits);
  if (PHONE_PATTERN.test(mobile)) return mobile;
  const national = digits.replace(/^(\+966|00966|966)/, '').replace(/^0(?=1[1-7]\d{7}$)/, '');
  if (/^1[1-7]\d{7}$/.test(national) || /^92\d{7}$/.test(national) || /^800\d{7}$/.test(national)) {
    return `+966${national}`;
  }
  return digits;
}
export const CONTACT_PHONE_PATTERN = /^\+966(5\d{8}|1[1-7]\d{7}|92\d{7}|800\d{7})$/;

export const contactPhoneSchema = z
  .string('validation.required')
  .transform((value) => (value.trim() === '' ? null : normaliseContactPhone(value)))
  .pipe(z.string().regex(CONTACT_PHONE_PATTERN, 'validation.contactPhone').nullable())
  .nullable()
  .default(null);
