import type { AreaMessages } from './area-messages';

/** Operator accounts, the signed-in operator's own account and the company's details. */
export const OPERATORS_MESSAGES: AreaMessages = {
  ar: {
    'operators.emailTaken': 'البريد الإلكتروني مسجل لمشغل آخر',
    'operators.self': 'لا يمكنك حذف حسابك أو تعطيله أو تغيير دوره',
    'operators.lastAdmin': 'هذا آخر مدير نشط، ولا بد أن يبقى للشركة مدير واحد على الأقل',
    'operators.scopeEmpty': 'اختر مدرسة واحدة على الأقل، أو اجعل المشغل يرى كل المدارس',
    'operators.scopeRequired': 'حساب المدرسة يرى مدارسه فقط: اختر مدرسة واحدة على الأقل',
    'operators.adminUnscoped': 'المدير يرى كل المدارس، فلا تُحدَّد له مدارس',
    'scope.outside': 'هذا خارج المدارس التي يراها حسابك',
    'scope.companyWide': 'هذا الإجراء يشمل كل مدارس الشركة، فلا يقوم به إلا مشغل يرى كل المدارس',
    'scope.settlementMixed':
      'رحلات هذا السائق في الفترة تشمل مدارس لا يراها حسابك، فلا يُعدّ تسويتها إلا مشغل يرى كل المدارس',
    'operators.regionsEmpty': 'اختر قطاعًا واحدًا على الأقل، أو لا تحدد قطاعات',
    'operators.scopeNoSchool':
      'لا مدرسة في القطاعات المختارة، فلن يرى المشغل شيئًا: اختر مدرسة أو قطاعًا فيه مدارس',
    'operators.regionSchoolsEmpty': 'القطاع يضم مدرسة واحدة على الأقل',
    'operators.regionInUse': 'مشغلون محدودون بهذا القطاع، فأزله من نطاقهم قبل حذفه',
    'auth.passwordChangeRequired': 'اختر كلمة مرور جديدة قبل المتابعة',
    'auth.passwordRateLimited': 'محاولات كثيرة بكلمة مرور حالية خاطئة، حاول بعد ربع ساعة',
    'auth.codeWrong': 'الرمز غير صحيح، أدخل الرمز الذي يعرضه تطبيق المصادقة الآن أو رمز استرداد',
    'auth.codeUsed': 'استُخدم هذا الرمز من قبل، انتظر الرمز التالي في التطبيق',
    'auth.codeExpired': 'انتهت صلاحية هذا الرمز، أدخل الرمز الذي يعرضه التطبيق الآن',
    'auth.recoveryCodeUsed': 'استُخدم رمز الاسترداد هذا من قبل، فكل رمز يصلح مرة واحدة',
    'auth.challengeExpired': 'طالت خطوة الرمز، أدخل كلمة المرور من جديد',
    'auth.secondFactorSetupRequired': 'فعّل التحقق بخطوتين قبل المتابعة',
    'secondFactor.alreadyOn': 'التحقق بخطوتين مفعّل لهذا الحساب',
    'secondFactor.notStarted': 'ابدأ الإعداد أولًا لتحصل على رمز QR',
    'auth.secondFactorNotOn': 'التحقق بخطوتين غير مفعّل لهذا الحساب',
    'auth.secondFactorRequiredForYou':
      'تشترط إعدادات الشركة التحقق بخطوتين لحسابك، فلا يمكنك إيقافه. يمكنك إنشاء رموز استرداد جديدة أو طلب إعادة الضبط من مدير',
    'validation.crNumber': 'السجل التجاري عشرة أرقام',
    'validation.vatNumber': 'الرقم الضريبي خمسة عشر رقمًا يبدأ بـ 3 وينتهي بـ 3',
    'validation.buildingNumber': 'رقم المبنى أربعة أرقام',
    'validation.postalCode': 'الرمز البريدي خمسة أرقام',
    'validation.contactPhone':
      'أدخل رقم هاتف سعوديًا صحيحًا: جوال مثل 0501234567، أو ثابت مثل 0112345678، أو موحد مثل 920012345',
    'validation.logo': 'الشعار صورة PNG أو JPEG أو WebP',
    'validation.logoSize': 'الشعار أكبر من 150 كيلوبايت، اختر صورة أصغر',
    'validation.timeZone': 'اختر منطقة زمنية من القائمة',
    'validation.grade': 'الصف من الروضة (0) إلى الثاني عشر',
  },
  en: {
    'operators.emailTaken': 'This email belongs to another operator',
    'operators.self': 'You cannot delete, deactivate or change the role of your own account',
    'operators.lastAdmin': 'This is the last active administrator; the company must keep at least one',
    'operators.scopeEmpty': 'Choose at least one school, or let the operator see every school',
    'operators.scopeRequired': 'A school account sees its own schools only: choose at least one school',
    'operators.adminUnscoped': 'An administrator sees every school and cannot be limited to some',
    'scope.outside': 'This is outside the schools your account sees',
    'scope.companyWide':
      'This acts on every school of the company: only an operator who sees every school can do it',
    'scope.settlementMixed':
      'This driver’s trips in the period include schools your account does not see: only an operator who sees every school can settle them',
    'operators.regionsEmpty': 'Choose at least one region, or no regions at all',
    'operators.scopeNoSchool':
      'The chosen regions hold no school, so the operator would see nothing: choose a school or a region with schools',
    'operators.regionSchoolsEmpty': 'A region holds at least one school',
    'operators.regionInUse':
      'Operators are limited to this region: take it out of their scope before deleting it',
    'auth.passwordChangeRequired': 'Choose a new password before you continue',
    'auth.passwordRateLimited': 'Too many wrong current passwords; try again in a quarter of an hour',
    'auth.codeWrong':
      'The code is not correct: enter the code your authenticator app shows now, or a recovery code',
    'auth.codeUsed': 'This code was already used: wait for the next one in your app',
    'auth.codeExpired': 'This code has expired: enter the one your app shows now',
    'auth.recoveryCodeUsed': 'This recovery code was already used: each one works once',
    'auth.challengeExpired': 'The code step took too long: enter your password again',
    'auth.secondFactorSetupRequired': 'Set up two-step sign-in before you continue',
    'secondFactor.alreadyOn': 'Two-step sign-in is already on for this account',
    'secondFactor.notStarted': 'Start the setup first to get a QR code',
    'auth.secondFactorNotOn': 'Two-step sign-in is not on for this account',
    'auth.secondFactorRequiredForYou':
      'The company’s settings require two-step sign-in for your account, so you cannot turn it off. You can make new recovery codes, or ask an administrator to reset it',
    'validation.crNumber': 'A commercial registration number is ten digits',
    'validation.vatNumber': 'A VAT number is fifteen digits starting and ending with 3',
    'validation.buildingNumber': 'A building number is four digits',
    'validation.postalCode': 'A postal code is five digits',
    'validation.contactPhone':
      'Enter a valid Saudi phone: a mobile such as 0501234567, a landline such as 0112345678 or a unified number such as 920012345',
    'validation.logo': 'The logo must be a PNG, JPEG or WebP image',
    'validation.logoSize': 'The logo is larger than 150 KB; choose a smaller image',
    'validation.timeZone': 'Choose a time zone from the list',
    'validation.grade': 'A grade is from kindergarten (0) to twelve',
  },
};
