import type { TripDetails, TripEvent } from '@rihla/shared/contracts/trips';
import { nameIn } from '@rihla/shared/format/name-in';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Card, Timeline, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TripEvent['type'], string> = {
  created: 'blue',
  updated: 'gray',
  transition: 'green',
  disruption_reported: 'red',
  disruption_resolved: 'green',
  stop_arrival: 'blue',
  stop_departure: 'gray',
  boarded: 'green',
  alighted: 'gray',
  late: 'orange',
  alert: 'red',
  empty_confirmed: 'orange',
  handover: 'orange',
  no_show: 'gray',
  stop_missed: 'orange',
  school_arrival: 'blue',
  school_departure: 'gray',
};

export interface Named {
  nameAr: string;
  nameEn: string;
}

/** Stop and student names of a trip by id, to name them on its timeline. */
export function namesOf(trip: TripDetails): Map<string, Named> {
  const names = new Map<string, Named>();
  for (const stop of trip.stops) {
    names.set(stop.stopId, stop);
    for (const student of stop.students) names.set(student.id, student);
  }
  // A school zone's arrival and departure name the school (ADR 0062).
  names.set(trip.school.id, trip.school);
  return names;
}

/**
 * The trip's timeline, oldest first: planned, each status move, disruptions, and what the bus's
 * device reported (stops reached and left, boardings, lateness, alerts, the end-of-trip check).
 */
export function TripTimeline({ events, names }: { events: TripEvent[]; names?: ReadonlyMap<string, Named> }) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  const nameOf = (id: string | null) => {
    const named = id ? names?.get(id) : undefined;
    return named ? nameIn(locale, named) : null;
  };
  const detailOf = (event: TripEvent) => {
    const who =
      nameOf(event.studentId) ??
      nameOf(event.stopId) ??
      (event.type === 'school_arrival' || event.type === 'school_departure' ? nameOf(event.detail) : null);
    const parts = [
      who,
      event.type === 'late' && event.value !== null ? t('event.lateBy', { count: event.value }) : null,
      event.type === 'alert' && event.detail ? t(`alertType.${event.detail}`) : null,
      // The zone the alert is about (ADR 0062).
      event.type === 'alert' && event.zone ? t('event.zone', { name: nameIn(locale, event.zone) }) : null,
      (event.type === 'boarded' || event.type === 'alighted') && event.detail
        ? t(`scanFlag.${event.detail}`)
        : null,
      event.type === 'handover' && event.detail ? <Ltr>{event.detail}</Ltr> : null,
      event.type === 'empty_confirmed' && event.value !== null
        ? t('event.stillScanned', { number: event.value })
        : null,
      // Where the crew's phone was (the end-of-route walk).
      event.lat != null && event.lng != null ? (
        <span>
          {t('event.position')} <Ltr>{`${event.lat.toFixed(5)}, ${event.lng.toFixed(5)}`}</Ltr>
        </span>
      ) : null,
    ].filter(Boolean);
    return parts.length > 0
      ? parts.map((part, i) => (
          <Fragment key={i}>
            {i === 0 ? ' — ' : ' · '}
            {part}
          </Fragment>
        ))
      : null;
  };
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
                {detailOf(event)}
              </Typography.Text>
              <br />
              <Typography.Text type="secondary">
                <DateTimeText value={event.at} />
                {event.actorName ? ` · ${t('event.by', { name: event.actorName })}` : ''}
              </Typography.Text>
              {event.disruptionId ? (
                <>
                  {' · '}
                  <Link to={localePath(pathTo('disrupted-trip-update', { id: event.disruptionId }))}>
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
