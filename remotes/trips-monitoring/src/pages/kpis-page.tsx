import { MailOutlined } from '@ant-design/icons';
import { kpiQuerySchema } from '@rihla/shared/contracts/kpis';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useNavigate } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateInput } from '@rihla/shared/ui/date-input';
import { ListPageLayout } from '@rihla/shared/ui/list-page-layout';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useKpis } from '../features/kpis/api/get-kpis';
import { KpiAlertsTable } from '../features/kpis/components/kpi-alerts-table';
import { KpiDayTable } from '../features/kpis/components/kpi-day-table';
import { KpiFigures } from '../features/kpis/components/kpi-figures';
import { KpiTripsDrawer } from '../features/kpis/components/kpi-trips-drawer';
import { useKpiQuery } from '../features/kpis/hooks/use-kpi-query';
import { BusSelect, DriverSelect, SchoolSelect } from '../features/trips/components/pickers';

// The chart library is big and only this page of the remote draws a chart.
const KpiDayChart = lazy(() => import('../features/kpis/components/kpi-day-chart'));

const day = (value: string | undefined) => (value ? dayjs(value) : null);

/** The operational figures of finished trips by date range, school, bus and driver (issue 38). */
export default function KpisPage() {
  const { t } = useTranslation('trips');
  const { locale, localePath, can } = useShell();
  const navigate = useNavigate();
  const kpi = useKpiQuery();
  // The contract's own check first: a range typed backwards is refused here, in the page's words.
  const checked = kpiQuerySchema.safeParse(Object.fromEntries(kpi.summaryParams));
  const refusal =
    kpi.ready && !checked.success
      ? validationMessage(checked.error.issues[0]?.message ?? 'validation.invalid', locale)
      : null;
  const summary = useKpis(kpi.summaryParams, kpi.ready && checked.success);
  const data = summary.data;

  return (
    <>
      <ListPageLayout
        title={t('kpis.title')}
        exportHref={csvExportUrl('kpis/trips', kpi.summaryParams)}
        actions={
          can('reports:manage') ? (
            <Button icon={<MailOutlined />} onClick={() => navigate(localePath(pathTo('scheduled-reports')))}>
              {t('scheduledReports.open')}
            </Button>
          ) : null
        }
        error={summary.error}
        onRetry={() => summary.refetch()}
        filters={
          <>
            <DateInput
              calendars={false}
              allowClear={false}
              aria-label={t('kpis.from')}
              placeholder={t('kpis.from')}
              value={day(kpi.from)}
              onChange={(value) => kpi.setFilter('from', value?.format('YYYY-MM-DD'))}
              style={{ inlineSize: 160 }}
            />
            <DateInput
              calendars={false}
              allowClear={false}
              aria-label={t('kpis.to')}
              placeholder={t('kpis.to')}
              value={day(kpi.to)}
              onChange={(value) => kpi.setFilter('to', value?.format('YYYY-MM-DD'))}
              style={{ inlineSize: 160 }}
            />
            <SchoolSelect
              allowClear
              aria-label={t('fields.school')}
              placeholder={t('list.allSchools')}
              value={kpi.query.filters.schoolId}
              onChange={(value) => kpi.setFilter('schoolId', value)}
              style={{ minInlineSize: 200 }}
            />
            {/* A school's staff read no fleet lists: their figures are filtered by school and dates. */}
            {can('fleet:read') ? (
              <>
                <BusSelect
                  allowClear
                  aria-label={t('fields.bus')}
                  placeholder={t('list.allBuses')}
                  value={kpi.query.filters.busId}
                  onChange={(value) => kpi.setFilter('busId', value)}
                  style={{ minInlineSize: 150 }}
                />
                <DriverSelect
                  allowClear
                  aria-label={t('fields.driver')}
                  placeholder={t('list.allDrivers')}
                  value={kpi.query.filters.driverId}
                  onChange={(value) => kpi.setFilter('driverId', value)}
                  style={{ minInlineSize: 180 }}
                />
              </>
            ) : null}
          </>
        }
      >
        {refusal ? (
          <Alert type="error" showIcon title={refusal} />
        ) : data ? (
          <Flex vertical gap="middle">
            <Typography.Text type="secondary">
              {t('kpis.tolerance', { count: data.toleranceMinutes })}
            </Typography.Text>
            <KpiFigures summary={data} onOpen={kpi.openFigure} />
            <Flex gap="middle" wrap>
              <Card
                size="small"
                title={t('kpis.chart.title')}
                style={{ flex: '2 1 420px', minInlineSize: 0 }}
              >
                <Suspense fallback={<Skeleton active />}>
                  <KpiDayChart days={data.days} />
                </Suspense>
                <KpiDayTable days={data.days} />
              </Card>
              <Card
                size="small"
                title={t('kpis.alertsTable.title')}
                style={{ flex: '1 1 320px', minInlineSize: 0 }}
              >
                <KpiAlertsTable alerts={data.alerts} />
              </Card>
            </Flex>
          </Flex>
        ) : summary.error ? null : (
          <Skeleton active />
        )}
      </ListPageLayout>
      <KpiTripsDrawer
        figure={kpi.figure}
        params={kpi.tripParams}
        page={kpi.query.page}
        pageSize={kpi.query.pageSize}
        onPage={kpi.setPage}
        onClose={() => kpi.openFigure(undefined)}
      />
    </>
  );
}
