import {
  CALENDAR_IMPORT_COLUMNS,
  CALENDAR_IMPORT_HEADERS,
  type CalendarImportColumn,
  type CalendarPeriod,
} from '@rihla/shared/contracts/school-calendar';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ImportDrawer } from '@rihla/shared/ui/import-drawer';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportCalendar } from '../api/import-calendar';
import { calendarImportSpec } from '../import/calendar-import-spec';

const PREVIEW: CalendarImportColumn[] = ['kind', 'nameAr', 'startDate', 'endDate'];

/** The template's sample lines: a term and a holiday in it, in Hijri dates. */
const TEMPLATE_LINES = {
  ar: [
    ['فصل دراسي', 'الفصل الدراسي الأول', 'First term', '1448-03-10', '1448-07-29'],
    ['إجازة', 'اليوم الوطني', 'National Day', '1448-04-12', '1448-04-12'],
  ],
  en: [
    ['term', 'الفصل الدراسي الأول', 'First term', '1448-03-10', '1448-07-29'],
    ['holiday', 'اليوم الوطني', 'National Day', '1448-04-12', '1448-04-12'],
  ],
};

/**
 * Terms and holidays from a CSV or XLSX file, with Hijri or Gregorian dates, through the shared
 * import flow: every line checked against the calendar already saved before anything is sent.
 */
export function CalendarImportDrawer({
  open,
  onClose,
  periods,
}: {
  open: boolean;
  onClose(): void;
  periods: readonly CalendarPeriod[] | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const spec = useMemo(() => (periods ? calendarImportSpec(periods) : null), [periods]);
  const submit = useImportCalendar((result) =>
    t('schoolCalendar.import.done', {
      periods: t('schoolCalendar.import.periods', { count: result.imported }),
      trips: t('schoolCalendar.import.trips', { count: result.cancelledTrips }),
    }),
  );
  return (
    <ImportDrawer
      open={open}
      onClose={onClose}
      title={t('schoolCalendar.import.title')}
      hint={t('schoolCalendar.import.hint')}
      spec={spec}
      columnName={(column) => CALENDAR_IMPORT_HEADERS[locale][column]}
      preview={PREVIEW}
      fileStem="calendar"
      templateHeader={CALENDAR_IMPORT_COLUMNS.map((column) => CALENDAR_IMPORT_HEADERS[locale][column])}
      templateLine={TEMPLATE_LINES[locale]}
      submit={submit}
    />
  );
}
