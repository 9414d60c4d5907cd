import { randomInt } from 'node:crypto';
import type { ListResponse } from '@rihla/shared/contracts/common';
import {
  DUPLICATE_WINDOW_DAYS,
  type PossibleDuplicate,
  REFERENCE_ALPHABET,
  type REGISTRATION_SORT_FIELDS,
  type RegistrationRequest,
  type RegistrationSource,
  type registrationRequestBodySchema,
  type registrationRequestListQuerySchema,
} from '@rihla/shared/contracts/registration-requests';
import type { Locale } from '@rihla/shared/routes/route-table';
import { type AnyColumn, and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { type ExportReader, exportReader } from '../../lib/export-routes';
import { type ListSpec, orderByFor, searchFor } from '../../lib/list-query';
import { pagedList } from '../../lib/paged-list';
import { HttpProblem } from '../../lib/problem';
import { type SchoolScope, schoolIn } from '../../lib/school-scope';
import { packages } from '../packages/packages.table';
import { parents } from '../parents/parents.table';
import { schools } from '../schools/schools.table';
import { students } from '../students/students.table';
import { registrationRequests } from './registration-requests.table';

type RequestBody = z.output<typeof registrationRequestBodySchema>;

export function newReference(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `RQ-${code}`;
}

/** The school and package must exist and be offered (active); otherwise the field is named. */
async function checkChoices(db: Database, body: RequestBody): Promise<void> {
  const [school] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.id, body.schoolId), eq(schools.active, true)));
  const [pkg] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.id, body.packageId), eq(packages.active, true)));
  const errors = [
    ...(school ? [] : [{ path: 'schoolId', code: 'validation.missingReference' }]),
    ...(pkg ? [] : [{ path: 'packageId', code: 'validation.missingReference' }]),
  ];
  if (errors.length > 0) throw new HttpProblem(400, 'validation', errors);
}

type RequestRow = typeof registrationRequests.$inferSelect;

/** A name as compared for duplicates: trimmed, inner spaces as one, folded like search (case, أ/إ/آ, ة, ى). */
const foldedName = (name: SQL | AnyColumn) =>
  sql`rihla_fold(regexp_replace(btrim(${name}), '[[:space:]]+', ' ', 'g'))`;

/** The child's names in the body (Arabic, and English when given), as SQL values to compare with. */
function sameChild(body: RequestBody, nameAr: AnyColumn, nameEn: AnyColumn): SQL {
  const given = [body.studentNameAr, body.studentNameEn?.trim() || body.studentNameAr].map((name) =>
    foldedName(sql`${name}::text`),
  );
  const names = sql.join(given, sql`, `);
  return sql`(${foldedName(nameAr)} in (${names}) or ${foldedName(nameEn)} in (${names}))`;
}

/**
 * What a new request looks like a repeat of (never a reason to refuse it): the latest request with
 * the same phone and a child of the same name that is still open or made in the last
 * DUPLICATE_WINDOW_DAYS days, and a student of that name whose parent has the phone.
 */
async function findResemblance(
  tx: Database,
  body: RequestBody,
): Promise<{ requestId: string | null; studentId: string | null }> {
  const [request] = await tx
    .select({ id: registrationRequests.id })
    .from(registrationRequests)
    .where(
      and(
        eq(registrationRequests.parentPhone, body.parentPhone),
        sameChild(body, registrationRequests.studentNameAr, registrationRequests.studentNameEn),
        or(
          inArray(registrationRequests.status, ['pending', 'waitlisted']),
          sql`${registrationRequests.createdAt} > now() - make_interval(days => ${DUPLICATE_WINDOW_DAYS})`,
        ),
      ),
    )
    .orderBy(desc(registrationRequests.createdAt))
    .limit(1);
  const [student] = await tx
    .select({ id: students.id })
    .from(students)
    .innerJoin(parents, eq(parents.id, students.parentId))
    .where(and(eq(parents.phone, body.parentPhone), sameChild(body, students.nameAr, students.nameEn)))
    .orderBy(desc(students.createdAt))
    .limit(1);
  return { requestId: request?.id ?? null, studentId: student?.id ?? null };
}

/**
 * Stores a pending request under a fresh reference (a rare clash draws again), flagged with the
 * records it resembles.
 */
export async function createRegistrationRequest(
  tx: Database,
  body: RequestBody,
  source: RegistrationSource,
  language: Locale = 'ar',
): Promise<RequestRow> {
  await checkChoices(tx, body);
  const resemblance = await findResemblance(tx, body);
  for (;;) {
    const [row] = await tx
      .insert(registrationRequests)
      .values({
        reference: newReference(),
        source,
        parentName: body.parentName,
        parentPhone: body.parentPhone,
        parentEmail: body.parentEmail ?? null,
        studentNameAr: body.studentNameAr,
        studentNameEn: body.studentNameEn ?? null,
        grade: body.grade,
        schoolId: body.schoolId,
        homeLat: body.homeLat,
        homeLng: body.homeLng,
        packageId: body.packageId,
        notes: body.notes ?? null,
        language,
        duplicateOfRequestId: resemblance.requestId,
        duplicateOfStudentId: resemblance.studentId,
      })
      .onConflictDoNothing({ target: registrationRequests.reference })
      .returning();
    if (row) return row;
  }
}

type RequestListQuery = z.output<typeof registrationRequestListQuerySchema>;

const listSpec: ListSpec<(typeof REGISTRATION_SORT_FIELDS)[number]> = {
  sortColumns: {
    createdAt: registrationRequests.createdAt,
    parentName: registrationRequests.parentName,
    studentNameAr: registrationRequests.studentNameAr,
    status: registrationRequests.status,
  },
  defaultSort: 'createdAt:asc',
  idColumn: registrationRequests.id,
  search: registrationRequests.search,
};

/** Place among the school's waitlist: earlier waitlisted (then earlier id) requests ahead, plus one. */
const waitlistPosition = sql<number | null>`case when ${registrationRequests.status} = 'waitlisted' then (
  select count(*)::int + 1 from registration_requests ahead
  where ahead.school_id = ${registrationRequests.schoolId} and ahead.status = 'waitlisted'
    and (ahead.waitlisted_at, ahead.id) < (${registrationRequests.waitlistedAt}, ${registrationRequests.id})
) end`;

const resembledRequest = alias(registrationRequests, 'resembled_request');

function selectRequests(db: Database) {
  return db
    .select({
      request: registrationRequests,
      waitlistPosition,
      resembledRequest: { id: resembledRequest.id, reference: resembledRequest.reference },
      resembledStudent: { id: students.id, nameAr: students.nameAr, nameEn: students.nameEn },
      school: { id: schools.id, nameAr: schools.nameAr, nameEn: schools.nameEn },
      package: {
        id: packages.id,
        nameAr: packages.nameAr,
        nameEn: packages.nameEn,
        priceHalalas: packages.priceHalalas,
      },
    })
    .from(registrationRequests)
    .innerJoin(schools, eq(schools.id, registrationRequests.schoolId))
    .innerJoin(packages, eq(packages.id, registrationRequests.packageId))
    .leftJoin(resembledRequest, eq(resembledRequest.id, registrationRequests.duplicateOfRequestId))
    .leftJoin(students, eq(students.id, registrationRequests.duplicateOfStudentId));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

function toRequest(row: SelectedRow): RegistrationRequest {
  const {
    createdAt,
    updatedAt,
    decidedAt,
    waitlistedAt,
    search: _search,
    duplicateOfRequestId: _request,
    duplicateOfStudentId: _student,
    ...fields
  } = row.request;
  const possibleDuplicates: PossibleDuplicate[] = [
    ...(row.resembledStudent ? [{ kind: 'student' as const, ...row.resembledStudent }] : []),
    ...(row.resembledRequest ? [{ kind: 'request' as const, ...row.resembledRequest }] : []),
  ];
  return {
    ...fields,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    decidedAt: decidedAt?.toISOString() ?? null,
    waitlistedAt: waitlistedAt?.toISOString() ?? null,
    waitlistPosition: row.waitlistPosition === null ? null : Number(row.waitlistPosition),
    possibleDuplicates,
    school: row.school,
    package: row.package,
  };
}

/** A request for one of the scope's schools (ADR 0072). */
export const registrationRequestInScope = (scope: SchoolScope) =>
  schoolIn(registrationRequests.schoolId, scope);

/** Of `ids`, those of requests the scope sees (every one when it is null). */
export async function requestIdsInScope(
  db: Database,
  ids: string[],
  scope: SchoolScope,
): Promise<Set<string>> {
  if (!scope || ids.length === 0) return new Set(ids);
  const rows = await db
    .select({ id: registrationRequests.id })
    .from(registrationRequests)
    .where(and(inArray(registrationRequests.id, ids), registrationRequestInScope(scope)));
  return new Set(rows.map((row) => row.id));
}

function filterFor(query: RequestListQuery, scope: SchoolScope): SQL | undefined {
  return and(
    registrationRequestInScope(scope),
    searchFor(listSpec, query.q),
    query.status ? eq(registrationRequests.status, query.status) : undefined,
    query.schoolId ? eq(registrationRequests.schoolId, query.schoolId) : undefined,
    query.packageId ? eq(registrationRequests.packageId, query.packageId) : undefined,
  );
}

export function listRequests(
  db: Database,
  query: RequestListQuery,
  scope: SchoolScope = null,
): Promise<ListResponse<RegistrationRequest>> {
  return pagedList(query, {
    select: selectRequests(db).$dynamic(),
    count: db.select({ n: count() }).from(registrationRequests).$dynamic(),
    where: filterFor(query, scope),
    orderBy: orderByFor(listSpec, query.sort),
    toItems: (rows) => rows.map(toRequest),
  });
}

export function exportRequests(
  db: Database,
  query: RequestListQuery,
  scope: SchoolScope = null,
): ExportReader<RegistrationRequest> {
  return exportReader(
    () =>
      db
        .select({ id: registrationRequests.id })
        .from(registrationRequests)
        .where(filterFor(query, scope))
        .orderBy(...orderByFor(listSpec, query.sort)),
    async (ids) => (await selectRequests(db).where(inArray(registrationRequests.id, ids))).map(toRequest),
  );
}

export async function findRequest(db: Database, id: string): Promise<RegistrationRequest | null> {
  const [row] = await selectRequests(db).where(eq(registrationRequests.id, id));
  return row ? toRequest(row) : null;
}
