import { Flex, Tag } from 'antd';
import dayjs from 'dayjs';
import { DateText } from './date-text';
import { useUiText } from './ui-texts';

/** Documents expiring within this many days are flagged (the overview counts the same window). */
export const EXPIRY_WARNING_DAYS = 30;

export type ExpiryState =
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'soon'; days: number }
  | { kind: 'valid' };

export function expiryState(
  date: string | null,
  today = dayjs(),
  warnDays = EXPIRY_WARNING_DAYS,
): ExpiryState {
  if (!date) return { kind: 'none' };
  const days = dayjs(date).startOf('day').diff(today.startOf('day'), 'day');
  if (days < 0) return { kind: 'expired' };
  if (days <= warnDays) return { kind: 'soon', days };
  return { kind: 'valid' };
}

/**
 * An expiry date with its warning: red once expired, orange within 30 days. A vehicle or
 * person with an expired document must not go out on the road, so this is never subtle.
 */
interface ExpiryTagProps {
  date: string | null;
  /** Tables leave the Hijri date out to stay narrow. */
  compact?: boolean;
  today?: dayjs.Dayjs;
}

export function ExpiryTag({ date, compact, today }: ExpiryTagProps) {
  const t = useUiText();
  const state = expiryState(date, today);
  if (state.kind === 'none' || !date) return <Tag>{t('expiry.none')}</Tag>;
  return (
    <Flex gap={6} align="center" wrap>
      <DateText value={date} hijri={!compact} />
      {state.kind === 'expired' ? <Tag color="red">{t('expiry.expired')}</Tag> : null}
      {state.kind === 'soon' ? (
        <Tag color="orange">
          {state.days === 0 ? t('expiry.today') : t('expiry.soon', { count: state.days })}
        </Tag>
      ) : null}
    </Flex>
  );
}
