import type { TripDetails } from '@rihla/shared/contracts/trips';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Card, Steps } from 'antd';
import { useTranslation } from 'react-i18next';

/** The trip's stops in order: planned time, and when the bus reached and left each. */
export function StopProgress({ trip, nextStopId }: { trip: TripDetails; nextStopId: string | null }) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  const arrivals = new Map<string, string>();
  const departures = new Map<string, string>();
  for (const event of trip.events) {
    if (event.type === 'stop_arrival' && event.stopId) arrivals.set(event.stopId, event.at);
    if (event.type === 'stop_departure' && event.stopId) departures.set(event.stopId, event.at);
  }
  const running = trip.status === 'in_progress' || trip.status === 'disrupted';
  return (
    <Card title={t('fields.stops')}>
      <Steps
        orientation="vertical"
        size="small"
        items={trip.stops.map((stop) => {
          const arrived = arrivals.get(stop.stopId);
          const left = departures.get(stop.stopId);
          return {
            key: stop.stopId,
            status: left
              ? 'finish'
              : arrived
                ? 'process'
                : running && stop.stopId === nextStopId
                  ? 'process'
                  : 'wait',
            title: nameIn(locale, stop),
            description: (
              <>
                {t('monitor.planned')} <Ltr>{stop.plannedTime}</Ltr>
                {arrived ? (
                  <>
                    <br />
                    {t('event.stop_arrival')}: <DateTimeText value={arrived} />
                  </>
                ) : null}
                {left ? (
                  <>
                    <br />
                    {t('event.stop_departure')}: <DateTimeText value={left} />
                  </>
                ) : null}
              </>
            ),
          };
        })}
      />
    </Card>
  );
}
