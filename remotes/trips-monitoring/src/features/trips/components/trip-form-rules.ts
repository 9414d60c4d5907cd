import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import type { Locale } from '@rihla/shared/routes/route-table';
import type { FormRule } from 'antd';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A required field's rule, its message saying what is wrong (not only the field's name). */
export const required = (locale: Locale): FormRule[] => [
  { required: true, message: validationMessage('validation.required', locale) },
];

/** A time of day typed as hours:minutes, 00:00 to 23:59 ("25:99" is refused with the format to use). */
export const timeOfDay = (locale: Locale): FormRule[] => [
  { required: true, message: validationMessage('validation.required', locale) },
  { pattern: TIME_PATTERN, message: validationMessage('validation.timeOfDay', locale) },
];
