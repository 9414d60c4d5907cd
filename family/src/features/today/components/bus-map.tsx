import 'leaflet/dist/leaflet.css';
import { appConfigSchema } from '@rihla/shared/contracts/app-config';
import type { FamilyTrip } from '@rihla/shared/contracts/family';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { shownAttribution, useTileFallback } from '@rihla/shared/ui/map/tile-fallback';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AttributionControl, CircleMarker, MapContainer, TileLayer, useMap } from 'react-leaflet';
import { useFamily } from '../../../family-context';

type Point = [number, number];

/** Keeps the bus and the child's stop both in view as the bus moves. */
function FitBoth({ bus, stop }: { bus: Point; stop: Point }) {
  const map = useMap();
  const key = `${bus.join()}|${stop.join()}`;
  useEffect(() => {
    map.fitBounds([bus, stop], { padding: [28, 28], maxZoom: 16, animate: false });
  }, [map, key]);
  return null;
}

/**
 * The bus and the child's own stop on a small map, while the trip runs (ADR 0053). Loaded only
 * when a bus is shown, so Leaflet stays out of the app's first load; no other stop or child is
 * drawn. Without tiles the two points stay on a plain grid, and the map says why.
 */
export default function BusMap({ trip }: { trip: FamilyTrip & { bus: NonNullable<FamilyTrip['bus']> } }) {
  const { place, m, api } = useFamily();
  // The deployment's tiles (`MAP_TILE_URL`), asked once while the app is open.
  const config = useQuery({
    queryKey: ['family', 'app-config'],
    queryFn: () => parseAnswer(api.get('app-config'), appConfigSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const tiles = config.data?.mapTiles ?? null;
  const [unreachable, setUnreachable] = useState(false);
  const tileEvents = useTileFallback(() => setUnreachable(true));
  const bus: Point = [trip.bus.lat, trip.bus.lng];
  const stop: Point = [trip.stop.lat, trip.stop.lng];
  return (
    <>
      <section aria-label={m.today.map} dir="ltr" className="m-map">
        {/* No zoom buttons (too small for a thumb; the phone pinches, and the view fits both points) and
            no library credit: only the tiles' attribution, when there are tiles. */}
        <MapContainer
          center={bus}
          zoom={14}
          scrollWheelZoom={false}
          zoomControl={false}
          attributionControl={false}
          className="m-map-canvas"
        >
          <AttributionControl prefix={false} />
          {tiles && !unreachable ? (
            <TileLayer
              key={place.locale}
              url={tiles.url}
              attribution={shownAttribution(tiles.attribution, m.today.mapAttribution, place.locale)}
              eventHandlers={tileEvents}
            />
          ) : null}
          <FitBoth bus={bus} stop={stop} />
          <CircleMarker
            center={stop}
            radius={8}
            pathOptions={{ color: '#0f766e', fillColor: '#ffffff', fillOpacity: 1, weight: 3 }}
          />
          <CircleMarker
            center={bus}
            radius={10}
            pathOptions={{ color: '#ffffff', fillColor: '#0f766e', fillOpacity: 1, weight: 3 }}
          />
        </MapContainer>
      </section>
      <ul className="m-map-legend">
        <li>
          <span className="m-map-key m-map-key-bus" aria-hidden="true" />
          {m.today.mapBus}
        </li>
        <li>
          <span className="m-map-key m-map-key-stop" aria-hidden="true" />
          {m.today.mapStop}
        </li>
      </ul>
      {unreachable ? (
        <p role="status" className="m-muted">
          {m.today.mapUnreachable}
        </p>
      ) : null}
    </>
  );
}
