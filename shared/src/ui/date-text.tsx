import { useShell } from '@rihla/shared/shell/shell-context';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { Ltr } from './ltr';

/** Spec date format: mm/dd/yy. */
export const DATE_FORMAT = 'MM/DD/YY';
export const DATE_TIME_FORMAT = 'MM/DD/YY HH:mm';

const hijri = new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A calendar date (`YYYY-MM-DD`): Gregorian, with the Umm al-Qura Hijri date beside it in Arabic. */
export function DateText({ value, hijri: showHijri = true }: { value: string; hijri?: boolean }) {
  const { locale } = useShell();
  const date = dayjs(value);
  if (!date.isValid()) return <Ltr>{value}</Ltr>;
  return (
    <span>
      <Ltr>{date.format(DATE_FORMAT)}</Ltr>
      {locale === 'ar' && showHijri ? (
        <Typography.Text type="secondary" style={{ marginInlineStart: 6, fontSize: '0.85em' }}>
          {/* Noon UTC keeps the same calendar day in every time zone. */}
          {hijri.format(new Date(`${date.format('YYYY-MM-DD')}T12:00:00Z`))}
        </Typography.Text>
      ) : null}
    </span>
  );
}

/** A UTC timestamp shown in the operator's own time zone. */
export function DateTimeText({ value }: { value: string }) {
  return <Ltr>{dayjs(value).format(DATE_TIME_FORMAT)}</Ltr>;
}
