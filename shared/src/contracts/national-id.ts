import { z } from 'zod';
import { latinDigits } from '../format/digits';

/** National id (1...) or iqama (2...): ten digits. */
export const NATIONAL_ID_PATTERN = /^[12]\d{9}$/;

/**
 * The tenth digit checks the other nine (the Luhn sum the Saudi civil registry uses): counted
 * from the left, each digit in an odd place is doubled (its two digits added), the rest are
 * added as they are, and the total ends in 0. One mistyped digit, or two swapped, fails it.
 */
export function hasValidCheckDigit(id: string): boolean {
  let total = 0;
  for (let i = 0; i < id.length; i++) {
    const digit = Number(id[i]);
    const counted = i % 2 === 0 ? digit * 2 : digit;
    total += counted > 9 ? counted - 9 : counted;
  }
  return total % 10 === 0;
}

/** The ten-digit id that nine digits make with their check digit: for seeds and test data. */
export function withCheckDigit(firstNine: string): string {
  const check = [...'0123456789'].find((digit) => hasValidCheckDigit(`${firstNine}${digit}`))!;
  return `${firstNine}${check}`;
}

/** A national id or iqama number as typed (Arabic-Indic digits read as Latin): ten digits from 1 or 2, and a check digit that agrees. */
export const nationalIdSchema = z
  .string('validation.required')
  .overwrite(latinDigits)
  .trim()
  .regex(NATIONAL_ID_PATTERN, 'validation.nationalId')
  .refine(
    (value) => !NATIONAL_ID_PATTERN.test(value) || hasValidCheckDigit(value),
    'validation.nationalIdCheck',
  );
