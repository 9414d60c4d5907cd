import { timeOfDaySchema } from '@rihla/shared/contracts/common';
import { optionalSaudiMobileSchema } from '@rihla/shared/contracts/phone';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import type { Locale } from '@rihla/shared/routes/route-table';
import type { FormRule } from 'antd';

/** A required field's rule, its message saying what is wrong (not only the field's name). */
export const required = (locale: Locale): FormRule[] => [
  { required: true, message: validationMessage('validation.required', locale) },
];

/**
 * A time of day as the contract reads it, hours:minutes from 00:00 to 23:59 ("25:99" is refused
 * with the format to use): checked by the shared `timeOfDaySchema`, not a copy of its pattern.
 */
export const timeOfDay = (locale: Locale): FormRule[] => [
  ...required(locale),
  {
    validator: async (_, value?: string) => {
      if (value && !timeOfDaySchema.safeParse(value).success)
        throw new Error(validationMessage('validation.timeOfDay', locale));
    },
  },
];

/** An optional Saudi mobile, checked by the contract's own schema (05…, 9665…, +9665…). */
export const optionalMobile = (locale: Locale): FormRule[] => [
  {
    validator: async (_, value?: string | null) => {
      if (value && !optionalSaudiMobileSchema.safeParse(value).success)
        throw new Error(validationMessage('validation.phone', locale));
    },
  },
];
