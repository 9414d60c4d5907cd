import type { CalendarPeriod } from '@rihla/shared/contracts/school-calendar';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateText } from '@rihla/shared/ui/date-text';
import { useDeleteAction } from '@rihla/shared/ui/use-delete-action';
import { Button, Card, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { calendarKeys } from '../api/school-calendar';

const REFRESHED = [calendarKeys.all];

/** The terms and holidays, by first day, each with both calendars' dates, to edit or delete. */
export function PeriodList({
  periods,
  loading,
  onEdit,
}: {
  periods: readonly CalendarPeriod[];
  loading: boolean;
  onEdit(period: CalendarPeriod): void;
}) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const remove = useDeleteAction<CalendarPeriod>({
    path: 'school-calendar',
    invalidate: REFRESHED,
    doneSummary: (period) => t('schoolCalendar.delete.done', { name: nameIn(locale, period) }),
  });
  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 18, marginBlockStart: 0 }}>
        {t('schoolCalendar.periods')}
      </Typography.Title>
      <Table<CalendarPeriod>
        rowKey="id"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={[...periods]}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('schoolCalendar.empty') }}
        columns={[
          {
            key: 'name',
            title: t('schoolCalendar.fields.name'),
            render: (_, period) => (
              <Flex gap={8} align="center">
                <Tag color={period.kind === 'holiday' ? 'red' : 'green'}>
                  {t(`schoolCalendar.kind.${period.kind}`)}
                </Tag>
                <span>{nameIn(locale, period)}</span>
              </Flex>
            ),
          },
          {
            key: 'dates',
            title: t('schoolCalendar.fields.dates'),
            render: (_, period) => (
              <span>
                <DateText value={period.startDate} />
                {period.endDate !== period.startDate && (
                  <>
                    {' – '}
                    <DateText value={period.endDate} />
                  </>
                )}
              </span>
            ),
          },
          {
            key: 'actions',
            title: '',
            align: 'end',
            render: (_, period) => (
              <Flex gap={4} justify="end">
                <Button
                  size="small"
                  onClick={() => onEdit(period)}
                  aria-label={t('schoolCalendar.editNamed', { name: nameIn(locale, period) })}
                >
                  {t('schoolCalendar.edit')}
                </Button>
                <Popconfirm
                  title={t('schoolCalendar.delete.title', { name: nameIn(locale, period) })}
                  description={t('schoolCalendar.delete.description')}
                  onConfirm={() => remove(period)}
                >
                  <Button size="small" danger>
                    {t('schoolCalendar.delete.action')}
                  </Button>
                </Popconfirm>
              </Flex>
            ),
          },
        ]}
      />
    </Card>
  );
}
