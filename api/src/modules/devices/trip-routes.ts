import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { schools } from '../schools/schools.table';
import { stops } from '../stops/stops.table';
import { tripStops, trips } from '../trips/trips.table';
import type { LatLng } from './geo';
import type { StopRow } from './position-derivation';

/** The stops of each trip, in order, read now (a scheduled trip may still be re-planned). */
export async function loadRoutes(db: Database, tripIds: string[]): Promise<Map<string, StopRow[]>> {
  const loaded = new Map<string, StopRow[]>(tripIds.map((id) => [id, []]));
  if (tripIds.length === 0) return loaded;
  const rows = await db
    .select({
      tripId: tripStops.tripId,
      position: tripStops.position,
      stopId: tripStops.stopId,
      lat: stops.lat,
      lng: stops.lng,
      plannedTime: tripStops.plannedTime,
    })
    .from(tripStops)
    .innerJoin(stops, eq(stops.id, tripStops.stopId))
    .where(inArray(tripStops.tripId, tripIds))
    .orderBy(asc(tripStops.tripId), asc(tripStops.position));
  for (const { tripId, ...stop } of rows) loaded.get(tripId)!.push(stop);
  return loaded;
}

// A started trip's stops never change (only a scheduled trip is re-planned): kept per trip.
const routes = new Map<string, StopRow[]>();

/** The stops of each started trip (cached; the missing ones loaded in one statement). */
export async function routesOf(db: Database, tripIds: string[]): Promise<Map<string, StopRow[]>> {
  const missing = tripIds.filter((id) => !routes.has(id));
  if (missing.length > 0) {
    if (routes.size + missing.length > 5_000) routes.clear();
    for (const [id, route] of await loadRoutes(db, missing)) routes.set(id, route);
  }
  return new Map(tripIds.map((id) => [id, routes.get(id) ?? []]));
}

// A trip's school and direction never change once it has started: kept per trip.
const paths = new Map<string, { school: LatLng; toSchool: boolean }>();

/**
 * The way each started trip drives, for the off-route check: its stops in order with the school at
 * the end (to school) or at the start (home), so the leg between the school and the nearest stop is
 * on the route too (cached; the missing ones loaded in one statement).
 */
export async function pathsOf(
  db: Database,
  routes: ReadonlyMap<string, StopRow[]>,
): Promise<Map<string, LatLng[]>> {
  const missing = [...routes.keys()].filter((id) => !paths.has(id));
  if (missing.length > 0) {
    if (paths.size + missing.length > 5_000) paths.clear();
    const rows = await db
      .select({ tripId: trips.id, direction: trips.direction, lat: schools.lat, lng: schools.lng })
      .from(trips)
      .innerJoin(schools, eq(schools.id, trips.schoolId))
      .where(inArray(trips.id, missing));
    for (const row of rows)
      paths.set(row.tripId, {
        school: { lat: row.lat, lng: row.lng },
        toSchool: row.direction === 'to_school',
      });
  }
  return new Map(
    [...routes].map(([id, route]) => {
      const end = paths.get(id);
      if (!end) return [id, route];
      return [id, end.toSchool ? [...route, end.school] : [end.school, ...route]];
    }),
  );
}
