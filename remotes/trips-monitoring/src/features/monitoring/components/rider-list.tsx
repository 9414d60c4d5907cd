import type { RiderScan } from '@rihla/shared/contracts/monitoring';
import type { TripDetails } from '@rihla/shared/contracts/trips';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { Card, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type RiderState = 'onBoard' | 'alighted' | 'waiting' | 'absent';
const COLORS: Record<RiderState, string> = {
  onBoard: 'green',
  alighted: 'default',
  waiting: 'blue',
  absent: 'default',
};

/** Every rider of the trip with where they are now: on board, got off, not yet boarded, or absent. */
export function RiderList({
  trip,
  onBoard,
  scans,
}: {
  trip: TripDetails;
  onBoard: string[];
  scans: RiderScan[];
}) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  const aboard = new Set(onBoard);
  const lastScan = new Map<string, RiderScan>();
  for (const scan of scans) lastScan.set(scan.studentId, scan);
  const riders = trip.stops.flatMap((stop) => stop.students.map((student) => ({ student, stop })));
  const stateOf = (id: string, absent: boolean): RiderState => {
    if (aboard.has(id)) return 'onBoard';
    if (lastScan.has(id)) return 'alighted';
    return absent ? 'absent' : 'waiting';
  };
  return (
    <Card title={t('monitor.ridersTitle', { number: aboard.size })}>
      <List
        dataSource={riders}
        locale={{ emptyText: t('common.none') }}
        renderItem={({ student, stop }) => {
          const state = stateOf(student.id, student.absent);
          const scan = lastScan.get(student.id);
          return (
            <List.Item key={student.id} aria-label={nameIn(locale, student)}>
              <List.Item.Meta
                title={nameIn(locale, student)}
                description={
                  <>
                    {nameIn(locale, stop)}
                    {scan ? (
                      <Typography.Text type="secondary">
                        {' · '}
                        <DateTimeText value={scan.at} />
                      </Typography.Text>
                    ) : null}
                  </>
                }
              />
              <Tag color={COLORS[state]}>{t(`monitor.rider.${state}`)}</Tag>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
