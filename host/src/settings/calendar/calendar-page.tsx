import { UploadOutlined } from '@ant-design/icons';
import type { CalendarPeriod } from '@rihla/shared/contracts/school-calendar';
import { LoadErrorResult } from '@rihla/shared/ui/load-error-result';
import { useOperatorsToday } from '@rihla/shared/ui/use-operators-today';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SettingsFrame } from '../settings-frame';
import { useSchoolCalendar } from './api/school-calendar';
import { CalendarImportDrawer } from './components/calendar-import-drawer';
import { MonthView } from './components/month-view';
import { PeriodForm } from './components/period-form';
import { PeriodList } from './components/period-list';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * /dashboard/settings/calendar: the academic calendar (ADR 0054). The month shown is in the URL
 * (`?month=YYYY-MM`), so a link opens the same month; the form adds a term or a holiday, the
 * import drawer a file of them.
 */
export function CalendarPage() {
  const { t } = useTranslation();
  const today = useOperatorsToday();
  const calendar = useSchoolCalendar();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<CalendarPeriod | null>(null);
  const [importing, setImporting] = useState(false);
  const asked = params.get('month');
  const month = asked && MONTH.test(asked) ? asked : (today ?? new Date().toISOString()).slice(0, 7);
  const periods = calendar.data?.items ?? [];
  return (
    <SettingsFrame title={t('schoolCalendar.title')} lead={t('schoolCalendar.lead')}>
      {calendar.error ? (
        <LoadErrorResult error={calendar.error} onRetry={() => calendar.refetch()} />
      ) : (
        <Flex vertical gap={16}>
          <Flex justify="end">
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('schoolCalendar.import.open')}
            </Button>
          </Flex>
          <CalendarImportDrawer
            open={importing}
            onClose={() => setImporting(false)}
            periods={calendar.data?.items}
          />
          <MonthView
            month={month}
            today={today}
            periods={periods}
            onMonth={(next) =>
              setParams(
                (current) => {
                  current.set('month', next);
                  return current;
                },
                { replace: true },
              )
            }
          />
          <PeriodForm editing={editing} onDone={() => setEditing(null)} />
          <PeriodList periods={periods} loading={calendar.isFetching} onEdit={setEditing} />
        </Flex>
      )}
    </SettingsFrame>
  );
}
