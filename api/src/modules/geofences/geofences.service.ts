import {
  type GEOFENCE_SORT_FIELDS,
  type Geofence,
  type geofenceInputSchema,
  type geofenceListQuerySchema,
  type geofenceUpdateSchema,
  SCHOOL_ZONE_RADIUS_M,
} from '@rihla/shared/contracts/geofences';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { pgError } from '../../lib/db-error';
import type { ListSpec } from '../../lib/list-query';
import { HttpProblem } from '../../lib/problem';
import type { ResourceService } from '../../lib/resource-routes';
import { type SchoolScope, schoolIn } from '../../lib/school-scope';
import { tableService } from '../../lib/table-service';
import { geofences } from './geofences.table';

type GeofenceRow = typeof geofences.$inferSelect;
type GeofenceListQuery = z.output<typeof geofenceListQuerySchema>;
type GeofenceCreate = z.output<typeof geofenceInputSchema>;
type GeofenceUpdate = z.output<typeof geofenceUpdateSchema>;

export function toGeofence(row: GeofenceRow): Geofence {
  return {
    id: row.id,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    kind: row.kind,
    shape: row.shape,
    schoolId: row.schoolId,
    dwellLimitMinutes: row.dwellLimitMinutes,
    speedLimitKmh: row.speedLimitKmh,
  };
}

const listSpec: ListSpec<(typeof GEOFENCE_SORT_FIELDS)[number]> = {
  sortColumns: {
    nameAr: geofences.nameAr,
    nameEn: geofences.nameEn,
    kind: geofences.kind,
    createdAt: geofences.createdAt,
  },
  defaultSort: 'nameAr:asc',
  idColumn: geofences.id,
  search: geofences.search,
};

/** A second zone for a school, or a school that is not there: the contract's field errors. */
async function catchConflicts<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const pg = pgError(error);
    if (pg?.code === '23505' && pg.constraint === 'geofences_school_zone_idx')
      throw new HttpProblem(409, 'validation', [{ path: 'schoolId', code: 'validation.schoolHasZone' }]);
    if (pg?.code === '23503')
      throw new HttpProblem(409, 'validation', [{ path: 'schoolId', code: 'validation.missingReference' }]);
    throw error;
  }
}

/**
 * A zone a limited operator sees (ADR 0072): a school zone of one of the scope's schools, or a zone of
 * no school (a depot, a no-go zone: the company's, like the stops). Another school's zone is hidden.
 */
export function geofenceInScope(scope: SchoolScope): SQL | undefined {
  if (!scope) return undefined;
  return or(isNull(geofences.schoolId), schoolIn(geofences.schoolId, scope));
}

export const geofencesService: ResourceService<Geofence, GeofenceListQuery, GeofenceCreate, GeofenceUpdate> =
  tableService({
    table: geofences,
    listSpec,
    filter: (query: GeofenceListQuery) =>
      and(
        query.kind ? eq(geofences.kind, query.kind) : undefined,
        query.schoolId ? eq(geofences.schoolId, query.schoolId) : undefined,
      ),
    toEntity: toGeofence,
    inScope: geofenceInScope,
    catchConflicts,
  });

/**
 * Gives each of the schools that has none its default zone: a circle of SCHOOL_ZONE_RADIUS_M
 * around the school, named after it (ADR 0062). One statement; a school that has one keeps it.
 */
export async function addSchoolZones(tx: Database, schoolIds: string[]): Promise<void> {
  if (schoolIds.length === 0) return;
  await tx.execute(sql`
    insert into geofences (name_ar, name_en, kind, shape, school_id)
    select s.name_ar, s.name_en, 'school',
      jsonb_build_object('type', 'circle', 'center', jsonb_build_object('lat', s.lat, 'lng', s.lng),
        'radiusM', ${SCHOOL_ZONE_RADIUS_M}::int),
      s.id
    from schools s
    where s.id in (select value::uuid from json_array_elements_text(${JSON.stringify(schoolIds)}::json))
    on conflict (school_id) where kind = 'school' do nothing`);
}

/** A school that moves takes its zone along while the zone is still a circle around it. */
export async function moveSchoolZone(tx: Database, schoolId: string, at: { lat: number; lng: number }) {
  await tx.execute(sql`
    update geofences
    set shape = jsonb_set(shape, '{center}', jsonb_build_object('lat', ${at.lat}::float8, 'lng', ${at.lng}::float8)),
      version = version + 1, updated_at = now()
    where school_id = ${schoolId} and kind = 'school' and shape->>'type' = 'circle'`);
}
