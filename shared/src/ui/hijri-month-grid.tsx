import '../styles/hijri-grid.css';
import { useState } from 'react';
import { weeksOf } from '../format/calendar-weeks';
import { gregorianInWords } from '../format/gregorian-in-words';
import { formatHijriIn, hijriMonthDays, shiftHijriMonth, toHijri } from '../format/hijri';
import { formatNumber } from '../format/number';
import type { Locale } from '../routes/route-table';

const SUNDAY = Date.UTC(2026, 10, 1); // 1 November 2026 was a Sunday.
/**
 * The week's days, Sunday first: the name shown (Arabic calendars head columns with one letter, the
 * full names do not fit a phone's width) and the full name read out.
 */
const weekdayNames = (locale: Locale) => {
  const name = (weekday: 'narrow' | 'short' | 'long') =>
    new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA' : 'en', { weekday, timeZone: 'UTC' });
  const shown = name(locale === 'ar' ? 'narrow' : 'short');
  const full = name('long');
  return Array.from({ length: 7 }, (_, day) => {
    const date = new Date(SUNDAY + day * 86_400_000);
    return { shown: shown.format(date), full: full.format(date) };
  });
};

interface HijriMonthGridProps {
  locale: Locale;
  /** The day chosen, `YYYY-MM-DD` (Gregorian), or null. */
  value: string | null;
  /** The operators' today, marked on the grid and shown first when nothing is chosen. */
  today: string;
  onPick(iso: string): void;
  /** The month buttons' names, in the page's language (the apps and the console keep their own texts). */
  labels: { previous: string; next: string };
  /** Days the field does not take (a payment after today), shown and not pickable. */
  isDisabled?(iso: string): boolean;
}

/**
 * A month of the Umm al-Qura calendar to pick a day from, Sunday first, each day with its Hijri
 * number and, smaller, its Gregorian one: the picker behind the Hijri side of every date field,
 * in the console and in the phone apps (plain HTML, so the apps carry no component library).
 */
export function HijriMonthGrid({ locale, value, today, onPick, isDisabled, labels }: HijriMonthGridProps) {
  const start = toHijri(value ?? today) ?? toHijri(today)!;
  const [shown, setShown] = useState({ year: start.year, month: start.month });
  const days = hijriMonthDays(shown.year, shown.month);
  const title = days[0] ? formatHijriIn(days[0], locale, 'month') : '';

  return (
    <div className="hijri-grid" lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'}>
      <div className="hijri-grid__head">
        <button
          type="button"
          className="hijri-grid__step"
          aria-label={labels.previous}
          onClick={() => setShown(shiftHijriMonth(shown, -1))}
        >
          <span aria-hidden className="hijri-grid__arrow">
            ‹
          </span>
        </button>
        <strong className="hijri-grid__title" aria-live="polite">
          {title}
        </strong>
        <button
          type="button"
          className="hijri-grid__step"
          aria-label={labels.next}
          onClick={() => setShown(shiftHijriMonth(shown, 1))}
        >
          <span aria-hidden className="hijri-grid__arrow">
            ›
          </span>
        </button>
      </div>
      <table className="hijri-grid__table" aria-label={title}>
        <thead>
          <tr>
            {weekdayNames(locale).map((name) => (
              <th key={name.full} scope="col" abbr={name.full} title={name.full}>
                {name.shown}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(days).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, column) =>
                day ? (
                  <td key={day}>
                    <button
                      type="button"
                      className={`hijri-grid__day${day === today ? ' hijri-grid__day--today' : ''}`}
                      aria-label={`${formatHijriIn(day, locale)} (${gregorianInWords(day, locale)})`}
                      aria-pressed={day === value}
                      aria-current={day === today ? 'date' : undefined}
                      disabled={isDisabled?.(day)}
                      data-date={day}
                      onClick={() => onPick(day)}
                    >
                      <span>{formatNumber(toHijri(day)!.day, locale)}</span>
                      <small>{formatNumber(Number(day.slice(8)), locale)}</small>
                    </button>
                  </td>
                ) : (
                  <td key={`blank-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
