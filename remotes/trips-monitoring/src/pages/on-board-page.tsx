import { driverNameOf } from '@rihla/shared/contracts/drivers';
import type { OnBoardTrip } from '@rihla/shared/contracts/monitoring-screens';
import { formatDateTime } from '@rihla/shared/format/date';
import { nameIn } from '@rihla/shared/format/name-in';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateText } from '@rihla/shared/ui/date-text';
import { LoadErrorResult } from '@rihla/shared/ui/load-error-result';
import { Ltr } from '@rihla/shared/ui/ltr';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { Card, Descriptions, Empty, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOnBoard } from '../features/monitoring/api/get-on-board';
import { TripStatusTag } from '../features/trips/components/trip-status-tag';

/** One trip on the road: its bus and crew, and the riders on board now. */
function TripOnBoard({ trip }: { trip: OnBoardTrip }) {
  const { t } = useTranslation('trips');
  const { locale, localePath } = useShell();
  return (
    <Card
      title={
        <Flex gap={8} align="center" wrap>
          <Link to={localePath(pathTo('trip-details', { id: trip.tripId }))}>{trip.name}</Link>
          <TripStatusTag status={trip.status} />
        </Flex>
      }
      extra={<Tag color="blue">{t('onBoard.count', { count: trip.riders.length })}</Tag>}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          {
            key: 'school',
            label: t('fields.school'),
            children: nameIn(locale, { nameAr: trip.schoolNameAr, nameEn: trip.schoolNameEn }),
          },
          { key: 'bus', label: t('fields.bus'), children: <Ltr>{trip.plateNumber}</Ltr> },
          { key: 'driver', label: t('fields.driver'), children: driverNameOf(locale, trip) },
          { key: 'attendant', label: t('fields.attendantName'), children: trip.attendantName ?? '—' },
        ]}
      />
      <section aria-label={t('onBoard.ridersOf', { trip: trip.name })}>
        <List
          size="small"
          locale={{ emptyText: <Typography.Text type="secondary">{t('onBoard.nobody')}</Typography.Text> }}
          dataSource={trip.riders}
          renderItem={(rider) => (
            <List.Item key={rider.studentId}>
              <Flex justify="space-between" gap={16} style={{ inlineSize: '100%' }}>
                <span>{nameIn(locale, rider)}</span>
                <Typography.Text type="secondary">
                  {t('onBoard.boardedAt')} <Ltr>{formatDateTime(rider.boardedAt)}</Ltr>
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      </section>
    </Card>
  );
}

/** Who is on which bus now: each trip on the road today, its bus and crew, and the riders boarded and not yet dropped off. */
export default function OnBoardPage() {
  const { t } = useTranslation('trips');
  const onBoard = useOnBoard();
  return (
    <>
      <PageHeader
        title={t('onBoard.title')}
        subtitle={onBoard.data ? <DateText value={onBoard.data.date} /> : null}
        backTo={pathTo('monitor-overview')}
      />
      {onBoard.error ? <LoadErrorResult error={onBoard.error} onRetry={() => onBoard.refetch()} /> : null}
      {onBoard.isLoading ? (
        <Skeleton active />
      ) : onBoard.data && onBoard.data.trips.length === 0 ? (
        <Card>
          <Empty description={t('onBoard.noTrips')} />
        </Card>
      ) : (
        <Flex vertical gap={16}>
          {onBoard.data?.trips.map((trip) => (
            <TripOnBoard key={trip.tripId} trip={trip} />
          ))}
        </Flex>
      )}
    </>
  );
}
