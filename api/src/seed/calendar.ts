import { fromHijri, toHijri } from '@rihla/shared/format/hijri';
import type { Database } from '../db/types';
import type { OperatorsClock } from '../lib/operators-clock';
import { calendarPeriods } from '../modules/school-calendar/school-calendar.table';

type Period = typeof calendarPeriods.$inferInsert;

/**
 * The Saudi school year that holds `today` (August to June), as ADR 0054 records it: three terms on
 * the Ministry of Education's pattern, National Day (23 September) and Founding Day (22 February)
 * on their Gregorian dates, and the Eid breaks from the Umm al-Qura calendar (Eid al-Fitr from
 * 25 Ramadan to 5 Shawwal, Eid al-Adha from 6 to 15 Dhu al-Hijjah). A holiday that falls outside
 * the terms in some year is left out, as the calendar's own rule would refuse it.
 */
export function saudiSchoolYear(today: string): Period[] {
  const year = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 8 ? 1 : 0);
  const next = year + 1;
  const terms: Period[] = [
    {
      kind: 'term',
      nameAr: 'الفصل الدراسي الأول',
      nameEn: 'First term',
      startDate: `${year}-08-23`,
      endDate: `${year}-11-19`,
    },
    {
      kind: 'term',
      nameAr: 'الفصل الدراسي الثاني',
      nameEn: 'Second term',
      startDate: `${year}-11-29`,
      endDate: `${next}-04-01`,
    },
    {
      kind: 'term',
      nameAr: 'الفصل الدراسي الثالث',
      nameEn: 'Third term',
      startDate: `${next}-04-11`,
      endDate: `${next}-06-24`,
    },
  ];
  // An Eid break of this school year: in the Hijri year current at its start, or the next one.
  const hijriYearAtStart = toHijri(`${year}-08-23`)!.year;
  const eidBreak = (from: [month: number, day: number], to: [month: number, day: number]) => {
    for (const hijriYear of [hijriYearAtStart, hijriYearAtStart + 1]) {
      const startDate = fromHijri({ year: hijriYear, month: from[0], day: from[1] })!;
      const endDate = fromHijri({ year: hijriYear, month: to[0], day: to[1] })!;
      if (startDate > `${year}-08-23`) return [{ startDate, endDate }];
    }
    return [];
  };
  const holidays: Period[] = [
    {
      kind: 'holiday',
      nameAr: 'اليوم الوطني',
      nameEn: 'National Day',
      startDate: `${year}-09-23`,
      endDate: `${year}-09-23`,
    },
    {
      kind: 'holiday',
      nameAr: 'يوم التأسيس',
      nameEn: 'Founding Day',
      startDate: `${next}-02-22`,
      endDate: `${next}-02-22`,
    },
    ...eidBreak([9, 25], [10, 5]).map((dates) => ({
      kind: 'holiday' as const,
      nameAr: 'إجازة عيد الفطر',
      nameEn: 'Eid al-Fitr break',
      ...dates,
    })),
    ...eidBreak([12, 6], [12, 15]).map((dates) => ({
      kind: 'holiday' as const,
      nameAr: 'إجازة عيد الأضحى',
      nameEn: 'Eid al-Adha break',
      ...dates,
    })),
  ];
  const inTerm = (holiday: Period) =>
    terms.some((term) => term.startDate <= holiday.startDate && holiday.endDate <= term.endDate);
  return [...terms, ...holidays.filter(inTerm)].sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** The demo's academic calendar: this school year's terms and holidays. */
export async function seedCalendar(tx: Database, _random: unknown, clock: OperatorsClock): Promise<void> {
  await tx.insert(calendarPeriods).values(saudiSchoolYear(clock.today));
}
