import type { CrewMessages } from './en';

/** النصوص العربية لتطبيق الطاقم: قصيرة وواضحة للسائق. */
export const ar: CrewMessages = {
  title: 'طاقم الحافلة',
  otherLanguage: 'English',
  signOut: 'خروج',
  loading: 'جارٍ التحميل…',
  signIn: {
    heading: 'تسجيل الدخول',
    lead: 'رحلات اليوم ومحطاتها وطلابها على جوالك.',
    phone: 'رقم الجوال',
    phoneHint: 'رقمك المسجّل لدى الإدارة، مثل 0501234567',
    sendCode: 'أرسل الرمز',
    code: 'الرمز من الرسالة',
    codeSentTo: 'أرسلنا رمزًا من ٦ أرقام إلى {phone}.',
    enter: 'دخول',
    otherNumber: 'رقم آخر',
    resend: 'أرسل رمزًا جديدًا',
  },
  home: {
    hello: 'أهلًا {name}',
    role: { driver: 'سائق', attendant: 'مرافق' },
  },
  today: {
    none: 'لا رحلات لك اليوم.',
    bus: 'الحافلة',
    school: 'المدرسة',
    youAre: 'دورك',
    statusLabel: 'الحالة',
    status: {
      scheduled: 'مجدولة',
      in_progress: 'في الطريق',
      disrupted: 'متعثرة',
      completed: 'مكتملة',
      cancelled: 'ملغاة',
    },
    riderCount: '{present} من {total} طلاب اليوم',
    noRiders: 'لا طلاب في هذه المحطة.',
    grade: 'الصف {grade}',
    absent: 'غائب',
    callGuardian: 'اتصل بـ {name}',
  },
  errors: {
    network: 'لا يوجد اتصال. تأكد من الإنترنت وحاول مجددًا.',
  },
};
