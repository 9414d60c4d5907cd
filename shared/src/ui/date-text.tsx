import { formatDateTime, formatGregorian, formatHijri } from '@rihla/shared/format/date';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Typography } from 'antd';
import { Ltr } from './ltr';

/** A calendar date (`YYYY-MM-DD`): Gregorian mm/dd/yy, with the Umm al-Qura date beside it in Arabic. */
export function DateText({ value, hijri = true }: { value: string; hijri?: boolean }) {
  const { locale } = useShell();
  const gregorian = formatGregorian(value);
  if (!gregorian) return <Ltr>{value}</Ltr>;
  return (
    <span>
      <Ltr>{gregorian}</Ltr>
      {locale === 'ar' && hijri ? (
        <Typography.Text type="secondary" style={{ marginInlineStart: 6, fontSize: '0.85em' }}>
          {/* Noon keeps the same calendar day in every time zone. */}
          {formatHijri(`${value.slice(0, 10)}T12:00:00`)}
        </Typography.Text>
      ) : null}
    </span>
  );
}

/** A UTC timestamp shown in the operator's own time zone. */
export function DateTimeText({ value }: { value: string }) {
  return <Ltr>{formatDateTime(value)}</Ltr>;
}
