import type { PlannerProposal } from '@rihla/shared/contracts/planner';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { MapCanvas } from '@rihla/shared/ui/map/map-canvas';
import { mapPin } from '@rihla/shared/ui/map/map-pin';
import { useTranslation } from 'react-i18next';
import { CircleMarker, Marker, Polyline, Tooltip } from 'react-leaflet';
import { busColour } from './bus-colours';

/** A stop's circle grows with the students who board there. */
const radiusOf = (riders: number) => 4 + 2.5 * Math.sqrt(riders);

/** The proposal on the map: each route from its first stop to its school in its bus's colour, stops sized by riders. */
export function ProposalMap({ proposal }: { proposal: PlannerProposal }) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  const stopByKey = new Map(proposal.stops.map((s) => [s.key, s]));
  const schoolById = new Map(proposal.schools.map((s) => [s.id, s]));
  const points = [
    ...proposal.stops.map((s) => [s.lat, s.lng] as [number, number]),
    ...proposal.schools.map((s) => [s.lat, s.lng] as [number, number]),
  ];
  return (
    <MapCanvas label={t('planner.mapLabel')} height={460} fitTo={points.length > 0 ? points : null}>
      {proposal.routes.map((route) => {
        const school = schoolById.get(route.schoolId);
        const line = [
          ...route.stops
            .map((s) => stopByKey.get(s.key))
            .flatMap((s) => (s ? [[s.lat, s.lng] as [number, number]] : [])),
          ...(school ? [[school.lat, school.lng] as [number, number]] : []),
        ];
        return (
          <Polyline
            key={route.key}
            positions={line}
            color={busColour(route.bus)}
            weight={3}
            interactive={false}
          />
        );
      })}
      {proposal.routes.flatMap((route) =>
        route.stops.map((s) => {
          const stop = stopByKey.get(s.key);
          if (!stop) return null;
          return (
            <CircleMarker
              key={s.key}
              center={[stop.lat, stop.lng]}
              radius={radiusOf(stop.studentIds.length)}
              pathOptions={{ color: busColour(route.bus), fillOpacity: 0.6, weight: 2 }}
            >
              <Tooltip>
                {nameIn(locale, stop)} · {s.time} · {t('planner.riders', { count: stop.studentIds.length })}
              </Tooltip>
            </CircleMarker>
          );
        }),
      )}
      {proposal.schools.map((school) => (
        <Marker
          key={school.id}
          position={[school.lat, school.lng]}
          icon={mapPin({ color: '#111827' })}
          title={nameIn(locale, school)}
          interactive={false}
          keyboard={false}
        />
      ))}
    </MapCanvas>
  );
}
