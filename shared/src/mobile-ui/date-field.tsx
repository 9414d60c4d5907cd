import { useId, useState } from 'react';
import { gregorianInWords } from '../format/gregorian-in-words';
import { formatHijriIn, fromHijri, parseHijriText, toHijri } from '../format/hijri';
import type { Locale } from '../routes/route-table';
import { HijriMonthGrid } from '../ui/hijri-month-grid';

export interface DateFieldTexts {
  calendar: string;
  gregorian: string;
  hijri: string;
  gregorianName: string;
  hijriName: string;
  hijriPlaceholder: string;
  hijriInvalid: string;
  previousMonth: string;
  nextMonth: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const hijriTextOf = (iso: string) => {
  const hijri = iso ? toHijri(iso) : null;
  return hijri ? `${pad(hijri.day)}/${pad(hijri.month)}/${hijri.year}` : '';
};

/**
 * A phone app's date field: the phone's own date picker, or, switched to Hijri (Umm al-Qura), a
 * date typed as DD/MM/YYYY in either digits or picked from the Hijri month under it. The value is
 * always the Gregorian `YYYY-MM-DD` ('' while empty); the other calendar's date is shown under it.
 */
export function DateField(props: {
  label: string;
  min: string;
  /** Today on the operators' clock, marked on the Hijri month. */
  today: string;
  value: string;
  onChange(value: string): void;
  locale: Locale;
  texts: DateFieldTexts;
}) {
  const { label, min, today, value, onChange, locale, texts } = props;
  const ids = { input: useId(), note: useId() };
  const [calendar, setCalendar] = useState<'gregorian' | 'hijri'>('gregorian');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState(false);

  const read = (text: string) => {
    const parts = parseHijriText(text);
    return parts ? fromHijri(parts) : null;
  };
  const typeHijri = (next: string) => {
    setTyped(next);
    const iso = read(next);
    if (iso) {
      setProblem(false);
      onChange(iso);
    }
  };
  const settle = () => {
    const wrong = typed.trim() !== '' && !read(typed);
    setProblem(wrong);
    if (wrong) onChange('');
  };
  const pick = (iso: string) => {
    setTyped(hijriTextOf(iso));
    setProblem(false);
    onChange(iso);
  };

  let note = '';
  if (calendar === 'hijri' && problem) note = texts.hijriInvalid;
  else if (value)
    note = calendar === 'hijri' ? gregorianInWords(value, locale) : formatHijriIn(value, locale);
  const shown = calendar === 'gregorian' ? texts.gregorian : texts.hijri;
  const shownName = calendar === 'gregorian' ? texts.gregorianName : texts.hijriName;

  return (
    <div className="m-field">
      <label htmlFor={ids.input}>{label}</label>
      <div className="m-date-row">
        {calendar === 'gregorian' ? (
          <input
            id={ids.input}
            className="m-input m-ltr"
            type="date"
            dir="ltr"
            min={min}
            value={value}
            aria-describedby={note ? ids.note : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            id={ids.input}
            className="m-input m-ltr"
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            placeholder={texts.hijriPlaceholder}
            value={typed}
            aria-invalid={problem || undefined}
            aria-describedby={note ? ids.note : undefined}
            onChange={(event) => typeHijri(event.target.value)}
            onBlur={settle}
          />
        )}
        <button
          type="button"
          className="m-button m-button-quiet"
          aria-label={`${shown} (${texts.calendar}: ${shownName})`}
          aria-pressed={calendar === 'hijri'}
          onClick={() => {
            setProblem(false);
            setTyped(hijriTextOf(value));
            setCalendar(calendar === 'gregorian' ? 'hijri' : 'gregorian');
          }}
        >
          {shown}
        </button>
      </div>
      {note ? (
        <span
          id={ids.note}
          className={problem ? 'm-field-problem' : 'm-field-note'}
          role={problem ? 'alert' : undefined}
        >
          {note}
        </span>
      ) : null}
      {calendar === 'hijri' ? (
        <HijriMonthGrid
          locale={locale}
          value={value || null}
          today={today}
          onPick={pick}
          isDisabled={(iso) => iso < min}
          labels={{ previous: texts.previousMonth, next: texts.nextMonth }}
        />
      ) : null}
    </div>
  );
}
