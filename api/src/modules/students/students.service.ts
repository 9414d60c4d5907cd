import type { ListResponse } from '@rihla/shared/contracts/common';
import {
  genderFitsSchool,
  genderOfSchool,
  type STUDENT_SORT_FIELDS,
  type Student,
  type StudentGender,
  type studentInputSchema,
  type studentListQuerySchema,
  type studentUpdateSchema,
} from '@rihla/shared/contracts/students';
import { aliasedTable, and, asc, count, desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { pgError } from '../../lib/db-error';
import { estimatedTotal } from '../../lib/estimated-total';
import { type ExportReader, exportReader } from '../../lib/export-routes';
import { type ListSpec, orderByFor, searchFor } from '../../lib/list-query';
import { pagedList } from '../../lib/paged-list';
import { HttpProblem } from '../../lib/problem';
import { type SchoolScope, schoolIn } from '../../lib/school-scope';
import { versionedDelete, versionedUpdate } from '../../lib/versioned-write';
import { parents } from '../parents/parents.table';
import { schools } from '../schools/schools.table';
import { stops } from '../stops/stops.table';
import { absentOn } from './student-absences.service';
import { students } from './students.table';

type StudentInput = z.output<typeof studentInputSchema>;
type StudentUpdate = z.output<typeof studentUpdateSchema>;
type StudentListQuery = z.output<typeof studentListQuerySchema>;

const listSpec: ListSpec<(typeof STUDENT_SORT_FIELDS)[number]> = {
  sortColumns: {
    nameAr: students.nameArSort,
    nameEn: students.nameEn,
    grade: students.grade,
    status: students.status,
    createdAt: students.createdAt,
  },
  defaultSort: 'nameAr:asc',
  idColumn: students.id,
  search: students.search,
};

const homeStop = aliasedTable(stops, 'home_stop');

function selectStudents(db: Database) {
  return db
    .select({
      student: students,
      school: { id: schools.id, nameAr: schools.nameAr, nameEn: schools.nameEn },
      homeStop: { id: homeStop.id, nameAr: homeStop.nameAr, nameEn: homeStop.nameEn },
      parent: { id: parents.id, name: parents.name, phone: parents.phone },
    })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(homeStop, eq(homeStop.id, students.homeStopId))
    .leftJoin(parents, eq(parents.id, students.parentId));
}

type StudentRow = Awaited<ReturnType<ReturnType<typeof selectStudents>['execute']>>[number];

function toStudent({ student, school, homeStop: stop, parent }: StudentRow): Student {
  const { createdAt, updatedAt, search: _search, nameArSort: _nameArSort, ...fields } = student;
  return {
    ...fields,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    school,
    homeStop: stop?.id ? stop : null,
    parent: parent?.id ? parent : null,
  };
}

/** The students an operator limited to some schools sees (ADR 0072): lists, searches, exports and by id. */
export const studentInScope = (scope: SchoolScope) => schoolIn(students.schoolId, scope);

function filterFor(db: Database, query: StudentListQuery, scope: SchoolScope): SQL | undefined {
  return and(
    studentInScope(scope),
    searchFor(listSpec, query.q),
    query.schoolId ? eq(students.schoolId, query.schoolId) : undefined,
    query.homeStopId ? eq(students.homeStopId, query.homeStopId) : undefined,
    query.parentId ? eq(students.parentId, query.parentId) : undefined,
    query.status ? eq(students.status, query.status) : undefined,
    query.grade !== undefined ? eq(students.grade, query.grade) : undefined,
    query.gender ? eq(students.gender, query.gender) : undefined,
    query.ridingOn ? not(absentOn(db, query.ridingOn)) : undefined,
  );
}

/**
 * With a search term, the order is computed on the matching rows (found by the trigram index)
 * rather than by walking a name index and filtering: a common name sorted late (فاطمة) would
 * otherwise read most of the table to fill one page. `|| ''` and `+ 0` keep the order but hide
 * the column's index from the planner.
 */
function orderFor(query: StudentListQuery): SQL[] {
  if (!query.q) return orderByFor(listSpec, query.sort);
  const [field, direction] = (query.sort ?? listSpec.defaultSort).split(':') as [
    (typeof STUDENT_SORT_FIELDS)[number],
    'asc' | 'desc',
  ];
  const column = listSpec.sortColumns[field] ?? students.nameArSort;
  const expression =
    field === 'grade'
      ? sql`${column} + 0`
      : field === 'createdAt'
        ? sql`${column} + interval '0'`
        : sql`${column} || ''`;
  return [direction === 'desc' ? desc(expression) : asc(expression), asc(students.id)];
}

export async function listStudents(
  db: Database,
  query: StudentListQuery,
  scope: SchoolScope = null,
): Promise<ListResponse<Student>> {
  if (query.q) return searchStudents(db, query, scope);
  return pagedList(query, {
    select: selectStudents(db).$dynamic(),
    count: db.select({ n: count() }).from(students).$dynamic(),
    where: filterFor(db, query, scope),
    orderBy: orderFor(query),
    toItems: (rows) => rows.map(toStudent),
  });
}

/**
 * A page of a search: the page's ids are picked from `students` alone and only those 25 rows are
 * joined, and the total is counted up to a limit and estimated above it (shown as "about N").
 * The planner prices LIKE on folded Arabic text far below its cost and scans the whole table
 * instead of reading the trigram index (45 ms against 15 ms for a common name at 100 000
 * students), so sequential scans are ruled out for this transaction.
 */
function searchStudents(
  db: Database,
  query: StudentListQuery,
  scope: SchoolScope,
): Promise<ListResponse<Student>> {
  const where = filterFor(db, query, scope);
  const order = orderFor(query);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const page = tx
      .select({ id: students.id })
      .from(students)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .as('page');
    const rows = await selectStudents(tx)
      .innerJoin(page, eq(page.id, students.id))
      .orderBy(...order);
    const total = await estimatedTotal(tx, () =>
      tx.select({ one: sql`1` }).from(students).where(where).$dynamic(),
    );
    return { items: rows.map(toStudent), ...total, page: query.page, pageSize: query.pageSize };
  });
}

export function exportStudents(
  db: Database,
  query: StudentListQuery,
  scope: SchoolScope = null,
): ExportReader<Student> {
  return exportReader(
    () =>
      db
        .select({ id: students.id })
        .from(students)
        .where(filterFor(db, query, scope))
        .orderBy(...orderByFor(listSpec, query.sort)),
    async (ids) => (await selectStudents(db).where(inArray(students.id, ids))).map(toStudent),
  );
}

export async function findStudent(db: Database, id: string, lock = false): Promise<Student | null> {
  const base = selectStudents(db).where(eq(students.id, id));
  const [row] = lock ? await base.for('update', { of: students }) : await base;
  return row ? toStudent(row) : null;
}

/**
 * A school or stop that does not exist is the caller's mistake, named on its field; so is a card
 * number another active student holds (the unique index is the arbiter under races).
 */
async function catchMissingReferences<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const pg = pgError(error);
    if (pg?.code === '23505' && pg.constraint === 'students_card_number_key') {
      throw new HttpProblem(409, 'students.cardNumberTaken', [
        { path: 'cardNumber', code: 'students.cardNumberTaken' },
      ]);
    }
    if (pg?.code === '23503' && pg.constraint === 'students_school_id_schools_id_fk') {
      throw new HttpProblem(400, 'validation', [{ path: 'schoolId', code: 'validation.missingReference' }]);
    }
    if (pg?.code === '23503' && pg.constraint === 'students_parent_id_parents_id_fk') {
      throw new HttpProblem(400, 'validation', [{ path: 'parentId', code: 'validation.missingReference' }]);
    }
    if (pg?.code === '23503' && pg.constraint === 'students_home_stop_id_stops_id_fk') {
      throw new HttpProblem(400, 'validation', [{ path: 'homeStopId', code: 'validation.missingReference' }]);
    }
    throw error;
  }
}

/**
 * The student's gender checked against the school's: a boys' school takes boys, a girls' school girls, a
 * mixed school both; not given, it is the single-sex school's. A school that does not exist is left to
 * the foreign key (named on `schoolId`).
 */
async function genderAt(
  tx: Database,
  input: { schoolId: string; gender: StudentGender | null },
): Promise<StudentGender | null> {
  const [school] = await tx
    .select({ gender: schools.gender })
    .from(schools)
    .where(eq(schools.id, input.schoolId));
  if (!school) return input.gender;
  if (!genderFitsSchool(input.gender, school.gender)) {
    throw new HttpProblem(400, 'validation', [{ path: 'gender', code: 'students.genderMismatch' }]);
  }
  return input.gender ?? genderOfSchool(school.gender);
}

export async function createStudent(tx: Database, input: StudentInput): Promise<Student> {
  const gender = await genderAt(tx, input);
  const [row] = await catchMissingReferences(
    tx
      .insert(students)
      .values({ ...input, gender })
      .returning({ id: students.id }),
  );
  return (await findStudent(tx, row!.id))!;
}

export async function updateStudent(tx: Database, id: string, update: StudentUpdate) {
  const gender = await genderAt(tx, update);
  return catchMissingReferences(versionedUpdate(tx, students, id, { ...update, gender }, findStudent));
}

export function deleteStudent(tx: Database, id: string, version: number) {
  return versionedDelete(tx, students, id, version, findStudent);
}
