import type { CrewMessages } from './en';

/** النصوص العربية لتطبيق الطاقم: قصيرة وواضحة للسائق. */
export const ar: CrewMessages = {
  title: 'طاقم الحافلة',
  otherLanguage: 'English',
  welcome: {
    heading: 'رحلاتك اليوم',
    body: 'سجّل الدخول برقم جوالك لترى رحلات اليوم ومحطاتها وطلابها.',
  },
};
