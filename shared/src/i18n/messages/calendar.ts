import type { AreaMessages } from './area-messages';

/** The academic calendar (terms and holidays) and Hijri dates typed into any date field. */
export const CALENDAR_MESSAGES: AreaMessages = {
  ar: {
    'calendar.endBeforeStart': 'تاريخ النهاية قبل تاريخ البداية',
    'calendar.termsOverlap': 'يتداخل هذا الفصل مع فصل آخر في التقويم',
    'calendar.holidayOutsideTerms': 'تقع الإجازة خارج كل الفصول الدراسية، فأضف الفصل أولًا أو عدّل التواريخ',
    'calendar.termLeavesHoliday': 'بهذا التعديل تقع إجازة خارج كل الفصول، فعدّل الإجازة أو احذفها أولًا',
    'calendar.noTripDates': 'كل أيام هذه الرحلات المتكررة إجازات، فلا رحلة تُخطَّط',
    'validation.hijriDate': 'لا يوجد هذا اليوم في تقويم أم القرى، اكتب التاريخ مثل 12/04/1448',
  },
  en: {
    'calendar.endBeforeStart': 'The end date is before the start date',
    'calendar.termsOverlap': 'This term overlaps another term of the calendar',
    'calendar.holidayOutsideTerms':
      'The holiday falls outside every term: add the term first or change the dates',
    'calendar.termLeavesHoliday':
      'This change leaves a holiday outside every term: change or delete the holiday first',
    'calendar.noTripDates': 'Every day of this series is a holiday, so no trip would be planned',
    'validation.hijriDate': 'There is no such day in the Umm al-Qura calendar; type the date like 12/04/1448',
  },
};
