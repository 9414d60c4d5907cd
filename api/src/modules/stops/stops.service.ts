import type {
  STOP_SORT_FIELDS,
  Stop,
  stopInputSchema,
  stopListQuerySchema,
  stopUpdateSchema,
} from '@rihla/shared/contracts/stops';
import { and, arrayContains, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import type { ListSpec } from '../../lib/list-query';
import { HttpProblem } from '../../lib/problem';
import type { ResourceService } from '../../lib/resource-routes';
import { tableService } from '../../lib/table-service';
import { schools } from '../schools/schools.table';
import { stops } from './stops.table';

type StopRow = typeof stops.$inferSelect;
type StopListQuery = z.output<typeof stopListQuerySchema>;

export function toStop(row: StopRow): Stop {
  return {
    id: row.id,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    district: row.district,
    lat: row.lat,
    lng: row.lng,
    notes: row.notes,
    schoolIds: row.schoolIds,
  };
}

const listSpec: ListSpec<(typeof STOP_SORT_FIELDS)[number]> = {
  sortColumns: {
    nameAr: stops.nameAr,
    nameEn: stops.nameEn,
    district: stops.district,
    createdAt: stops.createdAt,
  },
  defaultSort: 'nameAr:asc',
  idColumn: stops.id,
  search: stops.search,
};

type StopCreate = z.output<typeof stopInputSchema>;
type StopUpdate = z.output<typeof stopUpdateSchema>;

const stopsTable: ResourceService<Stop, StopListQuery, StopCreate, StopUpdate> = tableService({
  table: stops,
  listSpec,
  filter: (query: StopListQuery) =>
    and(
      query.district ? eq(stops.district, query.district) : undefined,
      query.schoolId ? arrayContains(stops.schoolIds, [query.schoolId]) : undefined,
    ),
  toEntity: toStop,
});

/** An array has no foreign key: every school a stop names must exist (and is locked until the write commits). */
async function assertSchoolsExist(tx: Database, schoolIds: string[]): Promise<void> {
  if (schoolIds.length === 0) return;
  const found = await tx
    .select({ id: schools.id })
    .from(schools)
    .where(inArray(schools.id, schoolIds))
    .for('share');
  if (found.length !== schoolIds.length) {
    throw new HttpProblem(409, 'validation', [{ path: 'schoolIds', code: 'validation.missingReference' }]);
  }
}

export const stopsService: typeof stopsTable = {
  ...stopsTable,
  async create(tx, input) {
    await assertSchoolsExist(tx, input.schoolIds);
    return stopsTable.create(tx, input);
  },
  async update(tx, id, update) {
    await assertSchoolsExist(tx, update.schoolIds);
    return stopsTable.update(tx, id, update);
  },
};

/** A deleted school is taken off the stops that served it. */
export async function forgetSchoolAtStops(tx: Database, schoolId: string): Promise<void> {
  await tx
    .update(stops)
    .set({ schoolIds: sql`array_remove(${stops.schoolIds}, ${schoolId}::uuid)` })
    .where(arrayContains(stops.schoolIds, [schoolId]));
}
