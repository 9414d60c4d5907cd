import { describe, expect, it } from 'vitest';
import {
  fromHijri,
  hijriMonthDays,
  parseHijriText,
  readEitherCalendar,
  shiftHijriMonth,
  toHijri,
} from './hijri';
import { addDays } from './today';

const DAY_MS = 86_400_000;

describe('Umm al-Qura dates', () => {
  it('round-trips every day of 1440-1460 AH against Intl', () => {
    const first = fromHijri({ year: 1440, month: 1, day: 1 })!;
    const after = fromHijri({ year: 1461, month: 1, day: 1 })!;
    expect(first).toBe('2018-09-11');
    let days = 0;
    for (let ms = Date.parse(first); ms < Date.parse(after); ms += DAY_MS) {
      const iso = new Date(ms).toISOString().slice(0, 10);
      const hijri = toHijri(iso)!;
      expect(fromHijri(hijri), `${iso} is ${hijri.year}-${hijri.month}-${hijri.day}`).toBe(iso);
      days += 1;
    }
    // 21 Hijri years of 354 or 355 days each.
    expect(days).toBeGreaterThan(21 * 354);
    expect(days).toBeLessThanOrEqual(21 * 355);
  });

  it('finds a Gregorian day for every real Hijri day of 1440-1460 and none for a 30th that is not', () => {
    let real = 0;
    for (let year = 1440; year <= 1460; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        expect(fromHijri({ year, month, day: 29 })).not.toBeNull();
        const thirtieth = fromHijri({ year, month, day: 30 });
        if (thirtieth) {
          expect(toHijri(thirtieth)).toEqual({ year, month, day: 30 });
          real += 1;
        } else {
          // The day after the 29th is the first of the next month.
          const next = new Date(Date.parse(fromHijri({ year, month, day: 29 })!) + DAY_MS);
          expect(toHijri(next.toISOString().slice(0, 10))!.day).toBe(1);
        }
      }
    }
    expect(real).toBeGreaterThan(100);
  });

  it('knows the dates the operators plan around', () => {
    expect(toHijri('2026-09-23')).toEqual({ year: 1448, month: 4, day: 12 });
    expect(fromHijri({ year: 1447, month: 10, day: 1 })).toBe('2026-03-20');
  });

  it('refuses days that do not exist', () => {
    expect(fromHijri({ year: 1445, month: 13, day: 1 })).toBeNull();
    expect(fromHijri({ year: 1445, month: 0, day: 1 })).toBeNull();
    expect(fromHijri({ year: 1445, month: 1, day: 31 })).toBeNull();
    expect(toHijri('2026-02-30')).toBeNull();
  });

  it("lists a month's days end to end, 29 or 30 of them, and steps months across a year's end", () => {
    let shown = { year: 1447, month: 1 };
    let before = '';
    for (let step = 0; step < 36; step += 1) {
      const days = hijriMonthDays(shown.year, shown.month);
      expect([29, 30]).toContain(days.length);
      for (const [index, day] of days.entries()) expect(toHijri(day)).toEqual({ ...shown, day: index + 1 });
      if (before) expect(days[0]).toBe(addDays(before, 1));
      before = days.at(-1)!;
      shown = shiftHijriMonth(shown, 1);
    }
    expect(shown).toEqual({ year: 1450, month: 1 });
    expect(shiftHijriMonth({ year: 1448, month: 1 }, -1)).toEqual({ year: 1447, month: 12 });
    expect(hijriMonthDays(1448, 6).at(-1)).toBe('2026-12-09');
  });

  it('reads typed Hijri dates, Arabic digits too', () => {
    expect(parseHijriText('1448-04-11')).toEqual({ year: 1448, month: 4, day: 11 });
    expect(parseHijriText('١١/٠٤/١٤٤٨ هـ')).toEqual({ year: 1448, month: 4, day: 11 });
    expect(parseHijriText('next Tuesday')).toBeNull();
  });
});

describe('a date in either calendar', () => {
  it('takes a year before 1900 as Hijri and the rest as Gregorian, and names what is impossible', () => {
    expect(readEitherCalendar('1448-04-12')).toEqual({ iso: '2026-09-23' });
    expect(readEitherCalendar('١٢/٠٤/١٤٤٨ هـ')).toEqual({ iso: '2026-09-23' });
    expect(readEitherCalendar('23/09/2026')).toEqual({ iso: '2026-09-23' });
    expect(readEitherCalendar('2026-09-23')).toEqual({ iso: '2026-09-23' });
    expect(readEitherCalendar('1445-13-01')).toEqual({ problem: 'validation.hijriDate' });
    expect(readEitherCalendar('30/01/1448')).toEqual({ problem: 'validation.hijriDate' });
    expect(readEitherCalendar('2026-02-30')).toEqual({ problem: 'validation.date' });
    expect(readEitherCalendar('next Sunday')).toEqual({ problem: 'validation.date' });
  });
});
