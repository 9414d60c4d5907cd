import type { StudentTrip } from '@rihla/shared/contracts/trips';
import { nameIn } from '@rihla/shared/format/name-in';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateText } from '@rihla/shared/ui/date-text';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useStudentTrips } from '../api/get-student-trips';

/**
 * The student's trips and stops from today on: the date, which way, the bus, the stop and its
 * planned time; a trip of a weekly series is marked (its place holds for the series, ADR 0060).
 */
export function StudentTripsCard({ studentId }: { studentId: string }) {
  const { t } = useTranslation('families');
  const { locale, localePath, can } = useShell();
  const trips = useStudentTrips(studentId);
  const columns: ColumnsType<StudentTrip> = [
    {
      title: t('student.trips.date'),
      dataIndex: 'date',
      render: (date: string, trip) =>
        can('trips:read') ? (
          <Link to={localePath(pathTo('trip-update', { id: trip.tripId }))}>
            <DateText value={date} hijri={false} />
          </Link>
        ) : (
          <DateText value={date} hijri={false} />
        ),
    },
    {
      title: t('student.trips.direction'),
      dataIndex: 'direction',
      render: (direction: StudentTrip['direction'], trip) => (
        <>
          {t(`student.trips.directions.${direction}`)}
          {trip.seriesId ? <Tag style={{ marginInlineStart: 8 }}>{t('student.trips.weekly')}</Tag> : null}
        </>
      ),
    },
    { title: t('student.trips.name'), dataIndex: 'name', ellipsis: true },
    {
      title: t('student.trips.bus'),
      dataIndex: 'busPlate',
      render: (plate: string) => <Ltr>{plate}</Ltr>,
    },
    {
      title: t('student.trips.stop'),
      dataIndex: 'stop',
      render: (stop: StudentTrip['stop']) => nameIn(locale, stop),
    },
    {
      title: t('student.trips.time'),
      dataIndex: 'plannedTime',
      render: (time: string) => <Ltr>{time}</Ltr>,
    },
  ];
  return (
    <Card title={t('student.sections.trips')}>
      <Table<StudentTrip>
        rowKey="tripId"
        size="small"
        loading={trips.isLoading}
        dataSource={trips.data ?? []}
        columns={columns}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('student.trips.none') }}
      />
    </Card>
  );
}
