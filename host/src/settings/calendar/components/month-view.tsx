import type { CalendarPeriod } from '@rihla/shared/contracts/school-calendar';
import { weeksOf } from '@rihla/shared/format/calendar-weeks';
import { formatHijriIn, toHijri } from '@rihla/shared/format/hijri';
import { nameIn } from '@rihla/shared/format/name-in';
import { formatNumber } from '@rihla/shared/format/number';
import { addDays } from '@rihla/shared/format/today';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** `YYYY-MM` of the month shown, and `YYYY-MM-DD` of its days. */
function monthDays(month: string): string[] {
  const first = `${month}-01`;
  const days: string[] = [];
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * One month of the calendar, Sunday first (the Saudi school week is Sunday to Thursday): each day
 * with its Gregorian and Umm al-Qura numbers, the holidays named on their days, the term days tinted
 * and the days outside every term dimmed. The heading names the month in both calendars.
 */
export function MonthView({
  month,
  today,
  periods,
  onMonth,
}: {
  month: string;
  today: string | undefined;
  periods: readonly CalendarPeriod[];
  onMonth(month: string): void;
}) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const days = monthDays(month);
  const first = days[0]!;
  const last = days.at(-1)!;
  const gregorianTitle = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${first}T00:00:00Z`));
  const hijriFirst = formatHijriIn(first, locale, 'month');
  const hijriLast = formatHijriIn(last, locale, 'month');
  const hijriTitle = hijriFirst === hijriLast ? hijriFirst : `${hijriFirst} – ${hijriLast}`;
  const terms = periods.filter((p) => p.kind === 'term');
  const holidays = periods.filter((p) => p.kind === 'holiday');
  const covering = (list: readonly CalendarPeriod[], day: string) =>
    list.find((p) => p.startDate <= day && day <= p.endDate);

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <div>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }} data-testid="month-title">
            {gregorianTitle}
          </Typography.Title>
          <Typography.Text type="secondary">{hijriTitle}</Typography.Text>
        </div>
        <Flex gap={8}>
          <Button
            onClick={() => onMonth(shiftMonth(month, -1))}
            aria-label={t('schoolCalendar.month.previous')}
          >
            <span aria-hidden className="month-view__arrow">
              ‹
            </span>
          </Button>
          {today && (
            <Button onClick={() => onMonth(today.slice(0, 7))}>{t('schoolCalendar.month.today')}</Button>
          )}
          <Button onClick={() => onMonth(shiftMonth(month, 1))} aria-label={t('schoolCalendar.month.next')}>
            <span aria-hidden className="month-view__arrow">
              ›
            </span>
          </Button>
        </Flex>
      </Flex>
      <table className="month-view" aria-label={t('schoolCalendar.month.label')}>
        <thead>
          <tr>
            {[0, 1, 2, 3, 4, 5, 6].map((weekday) => (
              <th key={weekday} scope="col" className="month-view__weekday">
                {t(`schoolCalendar.weekday.${weekday}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(days).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, column) => {
                if (!day) return <td key={`blank-${column}`} className="month-view__blank" />;
                const holiday = covering(holidays, day);
                const term = covering(terms, day);
                const hijri = toHijri(day)!;
                const state = holiday ? 'holiday' : term ? 'term' : 'outside';
                const label = [
                  formatHijriIn(day, locale),
                  holiday
                    ? nameIn(locale, holiday)
                    : term
                      ? nameIn(locale, term)
                      : t('schoolCalendar.month.outsideTerms'),
                ].join(' · ');
                return (
                  <td
                    key={day}
                    title={label}
                    data-date={day}
                    data-state={state}
                    className={`month-view__day month-view__day--${state}${day === today ? ' month-view__day--today' : ''}`}
                  >
                    <span className="month-view__gregorian">
                      {formatNumber(Number(day.slice(8)), locale)}
                    </span>
                    <span className="month-view__hijri">
                      {hijri.day === 1
                        ? formatHijriIn(day, locale, 'monthName')
                        : formatNumber(hijri.day, locale)}
                    </span>
                    {holiday && <span className="month-view__name">{nameIn(locale, holiday)}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <Flex gap={16} className="month-view__legend" wrap>
        <span>
          <i className="month-view__swatch month-view__day--term" aria-hidden />{' '}
          {t('schoolCalendar.month.legendTerm')}
        </span>
        <span>
          <i className="month-view__swatch month-view__day--holiday" aria-hidden />{' '}
          {t('schoolCalendar.month.legendHoliday')}
        </span>
        <span>
          <i className="month-view__swatch month-view__day--outside" aria-hidden />{' '}
          {t('schoolCalendar.month.outsideTerms')}
        </span>
      </Flex>
    </Card>
  );
}
