import type { Locale } from '../routes/route-table';

/**
 * Texts for the validation keys the contracts use. The API answers with them (in the
 * request's language) and the forms show them, so both say the same thing.
 */
export const VALIDATION_MESSAGES: Record<Locale, Record<string, string>> = {
  ar: {
    'validation.required': 'هذا الحقل مطلوب',
    'validation.invalid': 'القيمة غير صالحة',
    'validation.uuid': 'المعرّف غير صالح',
    'validation.date': 'أدخل تاريخًا صحيحًا',
    'validation.dateTime': 'أدخل تاريخًا ووقتًا صحيحين',
    'validation.number': 'أدخل رقمًا',
    'validation.integer': 'أدخل عددًا صحيحًا',
    'validation.min': 'القيمة أقل من الحد الأدنى المسموح',
    'validation.max': 'القيمة أكبر من الحد الأقصى المسموح',
    'validation.tooShort': 'النص قصير جدًا',
    'validation.tooLong': 'النص طويل جدًا',
    'validation.email': 'أدخل بريدًا إلكترونيًا صحيحًا',
    'validation.choice': 'اختر قيمة من القائمة',
    'validation.boolean': 'القيمة يجب أن تكون نعم أو لا',
    'validation.sort': 'حقل الترتيب غير مدعوم',
    'validation.version': 'رقم النسخة غير صالح',
    'validation.plate': 'رقم اللوحة من 1 إلى 4 أرقام ثم 1 إلى 3 أحرف لاتينية، مثل 1234 ABD',
    'validation.phone': 'أدخل رقم جوال سعوديًا صحيحًا، مثل 0501234567',
    'validation.nationalId': 'رقم الهوية أو الإقامة عشرة أرقام يبدأ بـ 1 أو 2',
    'validation.passwordLength': 'كلمة المرور عشرة أحرف على الأقل',
    'validation.unknownField': 'حقل غير معروف',
  },
  en: {
    'validation.required': 'This field is required',
    'validation.invalid': 'The value is not valid',
    'validation.uuid': 'The identifier is not valid',
    'validation.date': 'Enter a valid date',
    'validation.dateTime': 'Enter a valid date and time',
    'validation.number': 'Enter a number',
    'validation.integer': 'Enter a whole number',
    'validation.min': 'The value is below the allowed minimum',
    'validation.max': 'The value is above the allowed maximum',
    'validation.tooShort': 'The text is too short',
    'validation.tooLong': 'The text is too long',
    'validation.email': 'Enter a valid email address',
    'validation.choice': 'Choose a value from the list',
    'validation.boolean': 'The value must be yes or no',
    'validation.sort': 'Sorting by this field is not supported',
    'validation.version': 'The version number is not valid',
    'validation.plate': 'A plate is 1 to 4 digits then 1 to 3 Latin letters, e.g. 1234 ABD',
    'validation.phone': 'Enter a valid Saudi mobile number, e.g. 0501234567',
    'validation.nationalId': 'A national id or iqama is ten digits starting with 1 or 2',
    'validation.passwordLength': 'The password needs at least ten characters',
    'validation.unknownField': 'Unknown field',
  },
};

/** Translate a contract's message key; unknown keys (already plain text) pass through. */
export function validationMessage(key: string, locale: Locale): string {
  const known = VALIDATION_MESSAGES[locale][key];
  if (known) return known;
  return key.startsWith('validation.') ? (VALIDATION_MESSAGES[locale]['validation.invalid'] as string) : key;
}
