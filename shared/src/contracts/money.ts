import { z } from 'zod';

/** Money is integer halalas (1 SAR = 100 halalas) from the database to the screen, never a float. */
export const halalasSchema = (max = 1_000_000_000) =>
  z
    .number('validation.number')
    .int('validation.integer')
    .min(0, 'validation.amountMin')
    .max(max, 'validation.amountMax');

/** An amount that must be more than zero (a payment, a refund). */
export const positiveHalalasSchema = z
  .number('validation.number')
  .int('validation.integer')
  .min(1, 'validation.amountMin')
  .max(1_000_000_000, 'validation.amountMax');
