import { latinDigits } from './digits';

/**
 * Hijri (Umm al-Qura) dates beside Gregorian ones, both ways, through `Intl`'s own
 * `islamic-umalqura` calendar: no table of month lengths is kept here. A Gregorian date is
 * `YYYY-MM-DD`; a Hijri date is its year, month (1-12) and day (1-30).
 */
export interface HijriDate {
  year: number;
  month: number;
  day: number;
}

const parts = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

const DAY_MS = 86_400_000;
/** 1 Muharram 1 AH (16 July 622, Julian) as a UTC day number of the proleptic Gregorian calendar. */
const EPOCH_MS = Date.UTC(622, 6, 19);
/** The mean lunar month, for a first guess that `Intl` then corrects. */
const MEAN_MONTH_DAYS = 29.530_588;

function hijriOfMs(ms: number): HijriDate {
  const fields = parts.formatToParts(new Date(ms));
  const field = (type: string) => Number(fields.find((p) => p.type === type)?.value);
  // `relatedYear` is not used: with `ca-islamic-umalqura` the `year` part is the Hijri year.
  return { year: field('year'), month: field('month'), day: field('day') };
}

function isoOfMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Umm al-Qura date of a Gregorian `YYYY-MM-DD`; null for a string that is not a real date. */
export function toHijri(iso: string): HijriDate | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (isoOfMs(ms) !== iso) return null;
  return hijriOfMs(ms);
}

function compare(a: HijriDate, b: HijriDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * The Gregorian `YYYY-MM-DD` of an Umm al-Qura date, or null when there is no such day (month 13,
 * the 30th of a 29-day month). A first guess from the mean month, then `Intl` walks it to the day.
 */
export function fromHijri(date: HijriDate): string | null {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger)) return null;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > 30) return null;
  const months = (year - 1) * 12 + (month - 1);
  let ms = EPOCH_MS + Math.round(months * MEAN_MONTH_DAYS + (day - 1)) * DAY_MS;
  // The guess is within a few days; each step moves by the gap `Intl` reports. A day that does not
  // exist (the 30th of a 29-day month) is never found: the walk swings around it and gives up.
  for (let step = 0; step < 12; step += 1) {
    const found = hijriOfMs(ms);
    const gap = Math.round(
      ((year - found.year) * 12 + (month - found.month)) * MEAN_MONTH_DAYS + (day - found.day),
    );
    if (gap === 0) return compare(found, date) === 0 ? isoOfMs(ms) : null;
    ms += gap * DAY_MS;
  }
  return null;
}

/** The Gregorian `YYYY-MM-DD` of every day of an Umm al-Qura month (29 or 30), in order. */
export function hijriMonthDays(year: number, month: number): string[] {
  const first = fromHijri({ year, month, day: 1 });
  if (!first) return [];
  const days = [first];
  for (let day = 2; day <= 30; day += 1) {
    const iso = fromHijri({ year, month, day });
    if (!iso) break;
    days.push(iso);
  }
  return days;
}

/** The Umm al-Qura month `by` months after (or before) the one given. */
export function shiftHijriMonth(
  shown: { year: number; month: number },
  by: number,
): { year: number; month: number } {
  const index = shown.year * 12 + (shown.month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * A typed Hijri date: `YYYY-MM-DD`, `YYYY/MM/DD` or `DD/MM/YYYY` (the order Saudi forms use), Arabic
 * digits allowed. Answers the parts read (not yet checked against the calendar) or null when the
 * text is no date at all.
 */
export function parseHijriText(text: string): HijriDate | null {
  const clean = latinDigits(text.trim()).replace(/\s*(هـ|ه|AH)\.?$/i, '');
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(clean);
  if (yearFirst)
    return { year: Number(yearFirst[1]), month: Number(yearFirst[2]), day: Number(yearFirst[3]) };
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(clean);
  if (dayFirst) return { year: Number(dayFirst[3]), month: Number(dayFirst[2]), day: Number(dayFirst[1]) };
  return null;
}

const longFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An Umm al-Qura date in words in the reader's language ("12 ربيع الآخر 1448 هـ", "Rabiʻ II 12,
 * 1448 AH"); `parts` picks what is shown: the month and year for a calendar's heading, the
 * month's name alone on the first day of a Hijri month.
 */
export function formatHijriIn(
  iso: string,
  locale: 'ar' | 'en',
  parts: 'date' | 'month' | 'monthName' = 'date',
): string {
  const key = `${locale} ${parts}`;
  let format = longFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(`${locale === 'ar' ? 'ar-SA' : 'en'}-u-ca-islamic-umalqura`, {
      timeZone: 'UTC',
      month: 'long',
      ...(parts === 'monthName' ? {} : { year: 'numeric' }),
      ...(parts === 'date' ? { day: 'numeric' } : {}),
    });
    longFormats.set(key, format);
  }
  return toHijri(iso) ? format.format(new Date(`${iso}T00:00:00Z`)) : '';
}

/** Years below this are Hijri (the Hijri year is about 1448 when the Gregorian one is 2026). */
const FIRST_GREGORIAN_YEAR = 1900;

/**
 * A date as a file or a form may write it, in either calendar: `YYYY-MM-DD`, `YYYY/MM/DD` or
 * `DD/MM/YYYY`, Arabic digits and a trailing "هـ" allowed; a year before 1900 is Hijri (Umm
 * al-Qura). Answers the Gregorian `YYYY-MM-DD`, or the message key of what is wrong: a Hijri day
 * that does not exist (1445-13-01, the 30th of a 29-day month) or no date at all.
 */
export function readEitherCalendar(
  text: string,
): { iso: string } | { problem: 'validation.hijriDate' | 'validation.date' } {
  const parts = parseHijriText(text);
  if (!parts) return { problem: 'validation.date' };
  if (parts.year < FIRST_GREGORIAN_YEAR) {
    const iso = fromHijri(parts);
    return iso ? { iso } : { problem: 'validation.hijriDate' };
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  const iso = `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
  return toHijri(iso) ? { iso } : { problem: 'validation.date' };
}
