import type { REGION_SORT_FIELDS, Region, regionListQuerySchema } from '@rihla/shared/contracts/regions';
import { arrayContains, arrayOverlaps, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import type { ListSpec } from '../../lib/list-query';
import { HttpProblem } from '../../lib/problem';
import type { ResourceService } from '../../lib/resource-routes';
import { tableService } from '../../lib/table-service';
import { operators } from '../operators/operators.table';
import { schools } from '../schools/schools.table';
import { regions } from './regions.table';

type RegionRow = typeof regions.$inferSelect;
type RegionListQuery = z.output<typeof regionListQuerySchema>;
type RegionFields = { nameAr: string; nameEn: string; schoolIds: string[] };

export function toRegion(row: RegionRow): Region {
  const { createdAt, updatedAt, search: _search, ...fields } = row;
  return { ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

const listSpec: ListSpec<(typeof REGION_SORT_FIELDS)[number]> = {
  sortColumns: { nameAr: regions.nameAr, nameEn: regions.nameEn, createdAt: regions.createdAt },
  defaultSort: 'nameAr:asc',
  idColumn: regions.id,
  search: regions.search,
};

const regionsTable = tableService({
  table: regions,
  listSpec,
  filter: (query: RegionListQuery) =>
    query.schoolId ? arrayContains(regions.schoolIds, [query.schoolId]) : undefined,
  toEntity: toRegion,
});

/** Every school a region names exists (a region is saved with its schools, nothing half-saved). */
async function checkSchools<T extends Partial<RegionFields>>(tx: Database, input: T): Promise<T> {
  const ids = [...new Set(input.schoolIds ?? [])];
  if (ids.length === 0) return input;
  const found = await tx.select({ id: schools.id }).from(schools).where(inArray(schools.id, ids));
  if (found.length < ids.length) {
    throw new HttpProblem(400, 'validation', [{ path: 'schoolIds', code: 'validation.missingReference' }]);
  }
  return { ...input, schoolIds: ids };
}

/** A region an operator's scope names is not deleted: their scope would silently shrink (ADR 0076). */
async function refuseInUse(tx: Database, id: string): Promise<void> {
  const [used] = await tx
    .select({ n: count() })
    .from(operators)
    .where(arrayOverlaps(operators.regionIds, [id]));
  if ((used?.n ?? 0) > 0) throw new HttpProblem(409, 'operators.regionInUse');
}

export const regionsService: ResourceService<
  Region,
  RegionListQuery,
  RegionFields,
  RegionFields & { version: number }
> = {
  ...regionsTable,
  create: async (tx, input) => regionsTable.create(tx, await checkSchools(tx, input)),
  update: async (tx, id, update) => regionsTable.update(tx, id, await checkSchools(tx, update)),
  async remove(tx, id, version, audit) {
    // The region's row first: an operator saved meanwhile with this region waits, then is refused.
    await tx.select({ id: regions.id }).from(regions).where(eq(regions.id, id)).for('update');
    await refuseInUse(tx, id);
    return regionsTable.remove!(tx, id, version, audit);
  },
};

/**
 * The schools an operator sees (ADR 0072, 0076): their schools and their regions' schools, as the
 * regions are now, so a region's change reaches its operators at their next request. Null: every school.
 */
export async function effectiveSchoolIds(
  db: Database,
  schoolIds: readonly string[] | null,
  regionIds: readonly string[] | null,
): Promise<string[] | null> {
  if (schoolIds === null && regionIds === null) return null;
  const ids = new Set(schoolIds ?? []);
  if (regionIds && regionIds.length > 0) {
    const rows = await db
      .select({ schoolIds: regions.schoolIds })
      .from(regions)
      .where(inArray(regions.id, [...regionIds]));
    for (const row of rows) for (const id of row.schoolIds) ids.add(id);
  }
  return [...ids].sort();
}

/** Every region named exists. */
export async function checkRegionsExist(db: Database, regionIds: readonly string[]): Promise<void> {
  const found = await db
    .select({ id: regions.id })
    .from(regions)
    .where(inArray(regions.id, [...regionIds]))
    .for('share');
  if (found.length < new Set(regionIds).size) {
    throw new HttpProblem(400, 'validation', [{ path: 'regionIds', code: 'validation.missingReference' }]);
  }
}
