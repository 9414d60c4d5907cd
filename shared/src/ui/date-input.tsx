import { CalendarOutlined } from '@ant-design/icons';
import { ShellContext } from '@rihla/shared/shell/shell-context';
import type { DatePickerProps } from 'antd';
import { Button, DatePicker, Input, Popover, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useContext, useEffect, useState } from 'react';
import { formatGregorian, TYPED_DATE_FORMATS } from '../format/date';
import { formatHijriIn, fromHijri, type HijriDate, parseHijriText, toHijri } from '../format/hijri';
import { validationMessage } from '../i18n/validation-messages';
import type { Locale } from '../routes/route-table';
import { HijriMonthGrid } from './hijri-month-grid';
import { uiText } from './ui-texts';

type Calendar = 'gregorian' | 'hijri';

function hijriTextOf(value: Dayjs | null | undefined): string {
  const hijri = value?.isValid() ? toHijri(value.format('YYYY-MM-DD')) : null;
  return hijri
    ? `${String(hijri.day).padStart(2, '0')}/${String(hijri.month).padStart(2, '0')}/${hijri.year}`
    : '';
}

/** What a typed Hijri text means: a Gregorian day, no day at all (impossible), or not yet a date. */
function readHijri(text: string): { iso: string } | { impossible: HijriDate } | null {
  const parts = parseHijriText(text);
  if (!parts) return null;
  const iso = fromHijri(parts);
  return iso ? { iso } : { impossible: parts };
}

interface DateInputProps extends Omit<DatePickerProps, 'value' | 'onChange'> {
  value?: Dayjs | null;
  onChange?(value: Dayjs | null): void;
  /** The Gregorian/Hijri switch; off where a field is too narrow for it (a list filter). */
  calendars?: boolean;
}

/**
 * The date field of every Rihla form: the spec's mm/dd/yy format (also typed as ISO or
 * dd/mm/yyyy, the format shown while empty) and the full width of its column. A Form.Item child, so it passes antd's value/onChange/id through untouched. The switch
 * beside it takes the date in Hijri (Umm al-Qura) instead, typed as DD/MM/YYYY in either digits;
 * or picked from a Hijri month; the value is always the Gregorian day, and the other calendar's
 * date is shown under the field.
 */
export function DateInput({ calendars = true, value, onChange, id, disabled, ...props }: DateInputProps) {
  const { disabledDate } = props;
  const locale: Locale =
    useContext(ShellContext)?.locale ?? (globalThis.document?.documentElement.lang === 'en' ? 'en' : 'ar');
  const text = (key: Parameters<typeof uiText>[1]) => uiText(locale, key);
  const [calendar, setCalendar] = useState<Calendar>('gregorian');
  const [typed, setTyped] = useState(() => hijriTextOf(value));
  const [problem, setProblem] = useState(false);
  const [gridOpen, setGridOpen] = useState(false);

  // A value set from outside (a reset, a loaded record) is shown in Hijri too.
  useEffect(() => {
    const read = readHijri(typed);
    const current = value?.isValid() ? value.format('YYYY-MM-DD') : null;
    if (!(read && 'iso' in read && read.iso === current) && !(current === null && typed && problem)) {
      setTyped(hijriTextOf(value));
    }
    // Only the value drives this; the typed text and the problem are read, not watched.
  }, [value]);

  const picker = (
    <DatePicker
      format={TYPED_DATE_FORMATS}
      placeholder={text('date.formatHint')}
      style={{ inlineSize: '100%' }}
      id={id}
      disabled={disabled}
      value={value ?? null}
      onChange={(next) => onChange?.(next && !Array.isArray(next) ? next : null)}
      {...props}
    />
  );
  const pick = (iso: string) => {
    setTyped(hijriTextOf(dayjs(iso)));
    setProblem(false);
    setGridOpen(false);
    onChange?.(dayjs(iso));
  };
  // The Hijri month to pick a day from: beside the Hijri field, and beside a list filter's picker
  // (too narrow for the calendar switch, it still takes a Hijri day).
  const hijriGrid = (
    <Popover
      trigger="click"
      open={gridOpen}
      onOpenChange={setGridOpen}
      destroyOnHidden
      content={
        <HijriMonthGrid
          locale={locale}
          value={value?.isValid() ? value.format('YYYY-MM-DD') : null}
          today={dayjs().format('YYYY-MM-DD')}
          onPick={pick}
          labels={{ previous: text('date.previousMonth'), next: text('date.nextMonth') }}
          isDisabled={disabledDate ? (iso) => disabledDate(dayjs(iso), { type: 'date' }) : undefined}
        />
      }
    >
      <Button disabled={disabled} icon={<CalendarOutlined />} aria-label={text('date.pickHijri')} />
    </Popover>
  );
  if (!calendars) {
    return (
      <Space.Compact>
        {picker}
        {hijriGrid}
      </Space.Compact>
    );
  }

  const typeHijri = (next: string) => {
    setTyped(next);
    const read = readHijri(next);
    if (read && 'iso' in read) {
      setProblem(false);
      onChange?.(dayjs(read.iso));
    } else if (next.trim() === '') {
      setProblem(false);
      onChange?.(null);
    }
  };
  const settle = () => {
    const read = readHijri(typed);
    const wrong = typed.trim() !== '' && !(read && 'iso' in read);
    setProblem(wrong);
    if (wrong) onChange?.(null);
  };

  let note: ReactNode = null;
  if (calendar === 'hijri' && problem) {
    note = (
      <Typography.Text type="danger" role="alert">
        {validationMessage('validation.hijriDate', locale)}
      </Typography.Text>
    );
  } else if (value?.isValid()) {
    note = (
      <Typography.Text type="secondary" data-testid="date-other-calendar">
        {calendar === 'hijri' ? (
          <bdi dir="ltr">{formatGregorian(value.format('YYYY-MM-DD'))}</bdi>
        ) : (
          formatHijriIn(value.format('YYYY-MM-DD'), locale)
        )}
      </Typography.Text>
    );
  }
  const other: Calendar = calendar === 'gregorian' ? 'hijri' : 'gregorian';
  return (
    <div>
      <Space.Compact block>
        {calendar === 'gregorian' ? (
          picker
        ) : (
          <Input
            id={id}
            disabled={disabled}
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            placeholder={text('date.hijriPlaceholder')}
            value={typed}
            status={problem ? 'error' : undefined}
            aria-invalid={problem || undefined}
            onChange={(event) => typeHijri(event.target.value)}
            onBlur={settle}
            onPressEnter={settle}
          />
        )}
        {calendar === 'hijri' && hijriGrid}
        <Button
          disabled={disabled}
          // The visible mark first: a spoken name holds the text on the button.
          aria-label={`${text(calendar === 'gregorian' ? 'date.gregorian' : 'date.hijri')} (${text('date.calendar')}: ${text(calendar === 'gregorian' ? 'date.gregorianName' : 'date.hijriName')})`}
          title={text(other === 'hijri' ? 'date.hijriName' : 'date.gregorianName')}
          aria-pressed={calendar === 'hijri'}
          onClick={() => {
            setProblem(false);
            setTyped(hijriTextOf(value));
            setCalendar(other);
          }}
        >
          {text(calendar === 'gregorian' ? 'date.gregorian' : 'date.hijri')}
        </Button>
      </Space.Compact>
      {note ? <div style={{ marginBlockStart: 2, fontSize: '0.85em' }}>{note}</div> : null}
    </div>
  );
}
