import type { AreaMessages } from './area-messages';

/** Parents, students, registration requests, subscriptions and the public registration form. */
export const FAMILIES_MESSAGES: AreaMessages = {
  ar: {
    'public.rateLimited': 'طلبات كثيرة من هذا الجهاز، حاول بعد قليل',
    'validation.dateOrder': 'تاريخ النهاية قبل تاريخ البداية',
    'families.phoneTaken': 'رقم الجوال مسجل لولي أمر آخر',
    'students.cardNumberTaken': 'رقم البطاقة مسجل لطالب آخر',
    'students.genderMismatch': 'جنس الطالب لا يوافق المدرسة: مدارس البنين للطلاب ومدارس البنات للطالبات',
    'families.alreadyDecided': 'تم البت في هذا الطلب من قبل',
    'families.noFreeSeat': 'لا يوجد مقعد شاغر في هذه المدرسة، يبقى الطلب في قائمة الانتظار',
    'families.alreadyCancelled': 'هذا الاشتراك ملغى من قبل',
    'families.unknownSchool': 'لا توجد مدرسة بهذا الاسم',
    'families.missingColumn': 'عمود مطلوب غير موجود في الملف',
    'notices.notRetryable': 'لا يعاد إرسال إلا إشعار فشل أو لم يُرسل',
    'notices.noChannel': 'لم يُرسل: لا توجد قناة مهيأة',
    'validation.channelRequired': 'اختر قناة واحدة على الأقل',
    'validation.unknownVariable': 'في النص متغير لا يعرفه هذا الحدث',
    'validation.pluralForms':
      'صيغ العدد تُكتب صيغة:نص مفصولة بـ | من zero وone وtwo وfew وmany وother، ولا بد من other',
    'validation.quietHoursPair': 'حدد بداية ساعات الهدوء ونهايتها معاً',
    'validation.quietHoursEmpty': 'نهاية ساعات الهدوء تساوي بدايتها',
  },
  en: {
    'public.rateLimited': 'Too many requests from this device; try again shortly',
    'validation.dateOrder': 'The end date is before the start date',
    'families.phoneTaken': 'This mobile number belongs to another parent',
    'students.cardNumberTaken': 'This card number belongs to another student',
    'students.genderMismatch':
      "The student's gender does not fit the school: a boys' school takes boys, a girls' school girls",
    'families.alreadyDecided': 'This request has already been decided',
    'families.noFreeSeat': 'No seat is free at this school; the request stays on the waitlist',
    'families.alreadyCancelled': 'This subscription is already cancelled',
    'families.unknownSchool': 'No school has this name',
    'families.missingColumn': 'A required column is missing from the file',
    'notices.notRetryable': 'Only a failed or unsent notice can be sent again',
    'notices.noChannel': 'Not sent: no channel configured',
    'validation.channelRequired': 'Choose at least one channel',
    'validation.unknownVariable': 'The text uses a variable this event does not fill in',
    'validation.pluralForms':
      'Number forms are form:text separated by |, forms among zero, one, two, few, many and other; other is required',
    'validation.quietHoursPair': 'Set both the start and the end of the quiet hours',
    'validation.quietHoursEmpty': 'The quiet hours end when they start',
  },
};
