import type { ScheduledReport } from '@rihla/shared/contracts/scheduled-reports';
import type { TFunction } from 'i18next';

/** The schedule as an operator says it: "Daily at 07:00", "Weekly on Sunday at 06:30", "Monthly on day 1 at 07:00". */
export function scheduleText(
  report: Pick<ScheduledReport, 'frequency' | 'weekday' | 'dayOfMonth' | 'time'>,
  t: TFunction,
): string {
  if (report.frequency === 'weekly') {
    return t('scheduledReports.every.weekly', { weekday: t(`weekday.${report.weekday}`), time: report.time });
  }
  if (report.frequency === 'monthly') {
    return t('scheduledReports.every.monthly', { day: report.dayOfMonth, time: report.time });
  }
  return t('scheduledReports.every.daily', { time: report.time });
}

/** What a report is: its kind, and its school when it has one. */
export function reportName(
  report: { kind: ScheduledReport['kind']; schoolNameAr: string | null; schoolNameEn: string | null },
  t: TFunction,
  locale: 'ar' | 'en',
): string {
  const kind = t(`scheduledReports.kind.${report.kind}`);
  const school = locale === 'ar' ? report.schoolNameAr : report.schoolNameEn;
  if (school) return `${kind} — ${school}`;
  return report.kind === 'ridership' ? `${kind} — ${t('scheduledReports.allSchools')}` : kind;
}
