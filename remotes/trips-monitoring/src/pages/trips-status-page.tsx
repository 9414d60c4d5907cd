import { TRIP_STATUSES } from '@rihla/shared/contracts/trips';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link, useNavigate } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateText } from '@rihla/shared/ui/date-text';
import { LoadErrorResult } from '@rihla/shared/ui/load-error-result';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { Button, Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMonitorToday } from '../features/monitoring/api/get-monitor-today';

const LIST = pathTo('monitor-trips');

/** How many of today's trips are in each status, kept current by the live feed. */
export default function TripsStatusPage() {
  const { t } = useTranslation('trips');
  const { localePath } = useShell();
  const navigate = useNavigate();
  const today = useMonitorToday();
  const total = today.data ? today.data.trips.length : 0;
  return (
    <>
      <PageHeader
        title={t('monitor.statusTitle')}
        subtitle={today.data ? <DateText value={today.data.date} /> : null}
        backTo={pathTo('monitor-overview')}
        actions={
          <Button type="primary" onClick={() => navigate(localePath(LIST))}>
            {t('monitor.tripsTitle')}
          </Button>
        }
      />
      {today.error ? <LoadErrorResult error={today.error} onRetry={() => today.refetch()} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={8} xl={4}>
          <Card>
            <Statistic title={t('monitor.allToday')} value={total} loading={today.isLoading} />
          </Card>
        </Col>
        {TRIP_STATUSES.map((status) => (
          <Col key={status} xs={24} sm={12} lg={8} xl={4}>
            <Card>
              <Link to={`${localePath(LIST)}?status=${status}`}>
                <Statistic
                  title={t(`status.${status}`)}
                  value={today.data?.counts[status] ?? 0}
                  loading={today.isLoading}
                />
              </Link>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
