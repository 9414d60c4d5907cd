import type { TripEvent } from '@rihla/shared/contracts/trips';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { Card, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const COLORS: Record<TripEvent['type'], string> = {
  created: 'blue',
  updated: 'gray',
  transition: 'green',
  disruption_reported: 'red',
  disruption_resolved: 'green',
};

/** The trip's timeline, oldest first: planned, each status move, disruptions. */
export function TripTimeline({ events }: { events: TripEvent[] }) {
  const { t } = useTranslation('trips');
  const { localePath } = useShell();
  return (
    <Card title={t('update.timeline')}>
      <Timeline
        items={events.map((event) => ({
          key: event.id,
          color: COLORS[event.type],
          content: (
            <>
              <Typography.Text strong>
                {t(`event.${event.type}`)}
                {event.toStatus && event.type !== 'created' ? ` — ${t(`status.${event.toStatus}`)}` : ''}
              </Typography.Text>
              <br />
              <Typography.Text type="secondary">
                <DateTimeText value={event.at} />
                {event.actorName ? ` · ${t('event.by', { name: event.actorName })}` : ''}
              </Typography.Text>
              {event.disruptionId ? (
                <>
                  {' · '}
                  <Link to={localePath(`/dashboard/disrupted-trips/update/${event.disruptionId}`)}>
                    {t('update.openDisruption')}
                  </Link>
                </>
              ) : null}
            </>
          ),
        }))}
      />
    </Card>
  );
}
