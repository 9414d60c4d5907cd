import type {
  PublicSchool,
  SCHOOL_SORT_FIELDS,
  School,
  schoolListQuerySchema,
} from '@rihla/shared/contracts/schools';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import type { ListSpec } from '../../lib/list-query';
import { type SchoolScope, schoolIn } from '../../lib/school-scope';
import { tableService } from '../../lib/table-service';
import { addSchoolZones, moveSchoolZone } from '../geofences/geofences.service';
import { forgetSchoolAtStops } from '../stops/stops.service';
import { schools } from './schools.table';

type SchoolRow = typeof schools.$inferSelect;
type SchoolListQuery = z.output<typeof schoolListQuerySchema>;

export function toSchool(row: SchoolRow): School {
  return {
    id: row.id,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    gender: row.gender,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    startTime: row.startTime,
    endTime: row.endTime,
    phone: row.phone,
    active: row.active,
    grades: row.grades,
  };
}

const listSpec: ListSpec<(typeof SCHOOL_SORT_FIELDS)[number]> = {
  sortColumns: {
    nameAr: schools.nameAr,
    nameEn: schools.nameEn,
    gender: schools.gender,
    startTime: schools.startTime,
    createdAt: schools.createdAt,
  },
  defaultSort: 'nameAr:asc',
  idColumn: schools.id,
  search: schools.search,
};

/** The schools an operator limited to some sees (ADR 0072): their own. */
export const schoolInScope = (scope: SchoolScope) => schoolIn(schools.id, scope);

const schoolsTable = tableService({
  table: schools,
  listSpec,
  filter: (query: SchoolListQuery) =>
    and(
      query.gender ? eq(schools.gender, query.gender) : undefined,
      query.active ? eq(schools.active, query.active === 'true') : undefined,
    ),
  inScope: schoolInScope,
  toEntity: toSchool,
});

export const schoolsService: typeof schoolsTable = {
  ...schoolsTable,
  /** A new school gets its default zone (ADR 0062). */
  async create(tx, input) {
    const created = await schoolsTable.create(tx, input);
    await addSchoolZones(tx, [created.id]);
    return created;
  },
  async update(tx, id, update) {
    const written = await schoolsTable.update(tx, id, update);
    if (written.before.lat !== written.after.lat || written.before.lng !== written.after.lng)
      await moveSchoolZone(tx, id, written.after);
    return written;
  },
  async remove(tx, id, version, audit) {
    const removed = await schoolsTable.remove!(tx, id, version, audit);
    await forgetSchoolAtStops(tx, id);
    return removed;
  },
};

/** The schools a family can choose on the landing page: the active ones, by Arabic name. */
export function listOfferedSchools(db: Database): Promise<PublicSchool[]> {
  return db
    .select({ id: schools.id, nameAr: schools.nameAr, nameEn: schools.nameEn })
    .from(schools)
    .where(eq(schools.active, true))
    .orderBy(asc(schools.nameAr), asc(schools.id));
}
