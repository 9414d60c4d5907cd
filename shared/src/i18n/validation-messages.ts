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
    'validation.currentPassword': 'كلمة المرور الحالية غير صحيحة',
    'fleet.plateTaken': 'رقم اللوحة مسجل لحافلة أخرى',
    'fleet.nationalIdTaken': 'رقم الهوية مسجل لشخص آخر',
    'fleet.busTaken': 'لهذه الحافلة شخص آخر بالدور نفسه',
    'fleet.busMissing': 'الحافلة غير موجودة',
    'operators.emailTaken': 'البريد الإلكتروني مسجل لمشغل آخر',
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
    'validation.currentPassword': 'The current password is not correct',
    'fleet.plateTaken': 'This plate number belongs to another bus',
    'fleet.nationalIdTaken': 'This national id belongs to another person',
    'fleet.busTaken': 'This bus already has someone in that role',
    'fleet.busMissing': 'The bus does not exist',
    'operators.emailTaken': 'This email belongs to another operator',
  },
};

/** Translate a contract's message key; unknown keys (already plain text) pass through. */
export function validationMessage(key: string, locale: Locale): string {
  const known = VALIDATION_MESSAGES[locale][key];
  if (known) return known;
  return key.startsWith('validation.') ? (VALIDATION_MESSAGES[locale]['validation.invalid'] as string) : key;
}

/** Titles of the API's problem codes (`problem+json` `title`), in both languages. */
export const PROBLEM_TITLES: Record<Locale, Record<string, string>> = {
  ar: {
    validation: 'بعض البيانات غير صحيحة',
    'payload.tooLarge': 'حجم الطلب أكبر من المسموح',
    'payload.unsupported': 'نوع المحتوى غير مدعوم',
    'auth.required': 'سجّل الدخول للمتابعة',
    'auth.invalid': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    'auth.rateLimited': 'محاولات دخول كثيرة، حاول لاحقًا',
    'auth.forbidden': 'ليست لديك صلاحية لهذا الإجراء',
    'csrf.invalid': 'تعذّر التحقق من مصدر الطلب، أعد تحميل الصفحة',
    'not-found': 'العنصر غير موجود',
    'conflict.stale': 'عدّل شخص آخر هذا العنصر، أعد تحميله ثم حاول مجددًا',
    'fleet.plateTaken': 'رقم اللوحة مسجل لحافلة أخرى',
    'fleet.nationalIdTaken': 'رقم الهوية مسجل لشخص آخر',
    'fleet.busTaken': 'لهذه الحافلة شخص آخر بالدور نفسه',
    'operators.emailTaken': 'البريد الإلكتروني مسجل لمشغل آخر',
    'operators.self': 'لا يمكنك حذف حسابك أو تعطيله أو تغيير دوره',
    'idempotency.mismatch': 'أُعيد استخدام مفتاح الطلب مع بيانات مختلفة',
    'idempotency.inProgress': 'الطلب نفسه قيد التنفيذ',
    conflict: 'تعارض مع بيانات موجودة',
    internal: 'حدث خطأ غير متوقع',
    unavailable: 'الخدمة غير جاهزة',
  },
  en: {
    validation: 'Some of the data is not valid',
    'payload.tooLarge': 'The request is too large',
    'payload.unsupported': 'This content type is not supported',
    'auth.required': 'Sign in to continue',
    'auth.invalid': 'The email or password is not correct',
    'auth.rateLimited': 'Too many sign-in attempts, try again later',
    'auth.forbidden': 'You do not have permission for this action',
    'csrf.invalid': 'The request origin could not be verified, reload the page',
    'not-found': 'Not found',
    'conflict.stale': 'Someone else changed this item; reload it and try again',
    'fleet.plateTaken': 'This plate number belongs to another bus',
    'fleet.nationalIdTaken': 'This national id belongs to another person',
    'fleet.busTaken': 'This bus already has someone in that role',
    'operators.emailTaken': 'This email belongs to another operator',
    'operators.self': 'You cannot delete, deactivate or change the role of your own account',
    'idempotency.mismatch': 'The request key was reused with different data',
    'idempotency.inProgress': 'The same request is still being processed',
    conflict: 'This conflicts with existing data',
    internal: 'Something unexpected went wrong',
    unavailable: 'The service is not ready',
  },
};

export function problemTitle(code: string, locale: Locale): string {
  return PROBLEM_TITLES[locale][code] ?? (PROBLEM_TITLES[locale].internal as string);
}
