import type { KpiFigure, KpiSummary } from '@rihla/shared/contracts/kpis';
import { formatNumber } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Button, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Figure {
  key: string;
  title: string;
  value: string;
  detail?: ReactNode;
  opens: KpiFigure;
}

const GRID = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: 12,
} as const;
const VALUE = { fontSize: 28, fontWeight: 600, lineHeight: 1.3 } as const;

/** A share as a whole percentage, or a dash when there is nothing to share. */
function share(part: number, whole: number, locale: 'ar' | 'en'): string {
  return whole === 0
    ? '—'
    : formatNumber(part / whole, locale, { style: 'percent', maximumFractionDigits: 0 });
}

/** The range's figures as cards; each opens the trips it is made of. */
export function KpiFigures({ summary, onOpen }: { summary: KpiSummary; onOpen(figure: KpiFigure): void }) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  const n = (value: number, digits = 0) => formatNumber(value, locale, { maximumFractionDigits: digits });
  const school = summary.schoolArrivals;
  const stops = summary.stopArrivals;
  const acknowledged = summary.alerts.reduce((sum, a) => sum + a.acknowledged, 0);
  const alerts = summary.alerts.reduce((sum, a) => sum + a.count, 0);
  const figures: Figure[] = [
    { key: 'trips', title: t('kpis.figure.trips'), value: n(summary.trips), opens: 'trips' },
    {
      key: 'schoolOnTime',
      title: t('kpis.figure.schoolOnTime'),
      value: share(school.onTime, school.onTime + school.late, locale),
      detail: t('kpis.figure.onTimeOf', { onTime: n(school.onTime), total: n(school.onTime + school.late) }),
      opens: 'schoolOnTime',
    },
    {
      key: 'schoolLate',
      title: t('kpis.figure.schoolLate'),
      value: n(school.late),
      detail: t('kpis.figure.lateMinutes', { number: n(summary.schoolLateMinutes) }),
      opens: 'schoolLate',
    },
    {
      key: 'stopsOnTime',
      title: t('kpis.figure.stopsOnTime'),
      value: share(stops.onTime, stops.onTime + stops.late, locale),
      detail: t('kpis.figure.stopsDetail', {
        late: n(stops.late),
        minutes: n(summary.stopLateMinutes),
        unrecorded: n(stops.unrecorded),
      }),
      opens: 'stopsLate',
    },
    { key: 'kilometres', title: t('kpis.kilometres'), value: n(summary.kilometres, 1), opens: 'trips' },
    {
      key: 'hours',
      title: t('kpis.figure.hours'),
      value: n(summary.serviceMinutes / 60, 1),
      opens: 'trips',
    },
    { key: 'riders', title: t('kpis.riders'), value: n(summary.riders), opens: 'riders' },
    { key: 'noShows', title: t('kpis.noShows'), value: n(summary.noShows), opens: 'noShows' },
    {
      key: 'seatFill',
      title: t('kpis.figure.seatFill'),
      value: summary.seatFill === null ? '—' : share(summary.riders, summary.seats, locale),
      detail: t('kpis.figure.seatsDetail', { riders: n(summary.riders), seats: n(summary.seats) }),
      opens: 'trips',
    },
    {
      key: 'alerts',
      title: t('kpis.alerts'),
      value: n(alerts),
      detail: t('kpis.figure.acknowledged', { number: n(acknowledged) }),
      opens: 'alerts',
    },
  ];
  return (
    <ul aria-label={t('kpis.figuresLabel')} style={GRID}>
      {figures.map((figure) => (
        <li key={figure.key} data-testid={`kpi-${figure.key}`}>
          <Card
            size="small"
            style={{ blockSize: '100%' }}
            styles={{
              body: { blockSize: '100%', display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
            }}
          >
            <Typography.Text type="secondary">{figure.title}</Typography.Text>
            <div style={VALUE} data-testid="kpi-value">
              {figure.value}
            </div>
            {figure.detail ? (
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                {figure.detail}
              </Typography.Text>
            ) : null}
            <Button
              type="link"
              size="small"
              style={{ paddingInline: 0, marginBlockStart: 'auto' }}
              aria-label={t('kpis.openTripsOf', { figure: figure.title })}
              onClick={() => onOpen(figure.opens)}
            >
              {t('kpis.openTrips')}
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
