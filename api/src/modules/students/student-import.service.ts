import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToOtherRequests } from 'node:timers/promises';
import type { studentImportSchema } from '@rihla/shared/contracts/student-import';
import { genderFitsSchool } from '@rihla/shared/contracts/students';
import { and, count, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { auditSnapshotSql } from '../../lib/audit';
import { isUniqueViolation, pgError } from '../../lib/db-error';
import { HttpProblem } from '../../lib/problem';
import { rowsOf } from '../../lib/raw-rows';
import { packages } from '../packages/packages.table';
import { parents } from '../parents/parents.table';
import { schools } from '../schools/schools.table';
import { stops } from '../stops/stops.table';
import { seatCapacities, seats, subscriptions } from '../subscriptions/subscriptions.table';
import { studentImportRows, students } from './students.table';

type ImportRows = z.output<typeof studentImportSchema>['rows'];

/** Rows per staging commit, and per publishing commit (which also indexes and audits each row). */
const STAGE_CHUNK = 500;
const PUBLISH_CHUNK = 100;
/** Staged rows this old belong to an import that died (crash, restart): the next import undoes it. */
const ABANDONED_AFTER = sql`interval '15 minutes'`;

/**
 * Stores every row, or none, without holding the database for long: the rows are staged, then
 * published in short commits with other requests answered in between. A failure undoes what was
 * published. A school, package or stop that does not exist is named on its row; rows with a parent
 * phone are linked to that parent, created (named after the phone's first row, with its e-mail)
 * when new. A row with a package is subscribed from `today` (the operators' day) exactly as by
 * hand: priced with the sibling discount, holding a seat, billed by the invoice run.
 */
export async function importStudents(
  db: Database,
  request: FastifyRequest,
  rows: ImportRows,
  today: string,
): Promise<{ imported: number; parentsCreated: number; subscribed: number }> {
  await checkSchools(db, rows);
  await checkPackagesAndStops(db, rows);
  await checkSeats(db, rows);
  await refuseTakenCards(db, rows);
  await undoAbandonedImports(db);
  const importId = await stageRows(db, request.id, rows);
  try {
    let imported = 0;
    let parentsCreated = 0;
    let subscribed = 0;
    for (let from = 0; from < rows.length; from += PUBLISH_CHUNK) {
      await yieldToOtherRequests();
      const chunk = await db.transaction((tx) =>
        publishChunk(tx, request, { importId, from, to: from + PUBLISH_CHUNK, today }),
      );
      imported += chunk.imported;
      parentsCreated += chunk.parentsCreated;
      subscribed += chunk.subscribed;
    }
    return { imported, parentsCreated, subscribed };
  } catch (error) {
    await undoImport(db, importId);
    // A school deleted while the import ran.
    if (pgError(error)?.code === '23503') throw new HttpProblem(409, 'conflict');
    // A card given to another student since the check.
    if (isUniqueViolation(error, 'students_card_number_key'))
      throw new HttpProblem(409, 'students.cardNumberTaken');
    throw error;
  } finally {
    await db.delete(studentImportRows).where(eq(studentImportRows.importId, importId));
  }
}

/** Schools that do not exist, and students whose gender the school does not take, are named on their rows. */
async function checkSchools(db: Database, rows: ImportRows): Promise<void> {
  const schoolIds = [...new Set(rows.map((row) => row.schoolId))];
  const known = new Map(
    (
      await db
        .select({ id: schools.id, gender: schools.gender })
        .from(schools)
        .where(inArray(schools.id, schoolIds))
    ).map((s) => [s.id, s.gender]),
  );
  const problems = rows.flatMap((row, index) => {
    const school = known.get(row.schoolId);
    if (!school) return [{ path: `rows.${index}.schoolId`, code: 'validation.missingReference' }];
    return genderFitsSchool(row.gender, school)
      ? []
      : [{ path: `rows.${index}.gender`, code: 'students.genderMismatch' }];
  });
  if (problems.length > 0) throw new HttpProblem(400, 'validation', problems.slice(0, 200));
}

/** Packages that do not exist or are paused, and stops that do not exist, are named on their rows. */
async function checkPackagesAndStops(db: Database, rows: ImportRows): Promise<void> {
  const packageIds = [...new Set(rows.flatMap((row) => (row.packageId ? [row.packageId] : [])))];
  const stopIds = [...new Set(rows.flatMap((row) => (row.stopId ? [row.stopId] : [])))];
  const openPackages = new Set(
    packageIds.length === 0
      ? []
      : (
          await db
            .select({ id: packages.id })
            .from(packages)
            .where(and(inArray(packages.id, packageIds), eq(packages.active, true)))
        ).map((p) => p.id),
  );
  const knownStops = new Set(
    stopIds.length === 0
      ? []
      : (await db.select({ id: stops.id }).from(stops).where(inArray(stops.id, stopIds))).map((s) => s.id),
  );
  const problems = rows.flatMap((row, index) => [
    ...(row.packageId && !openPackages.has(row.packageId)
      ? [{ path: `rows.${index}.packageId`, code: 'families.unknownPackage' }]
      : []),
    ...(row.stopId && !knownStops.has(row.stopId)
      ? [{ path: `rows.${index}.stopId`, code: 'families.unknownStop' }]
      : []),
  ]);
  if (problems.length > 0) throw new HttpProblem(400, 'validation', problems.slice(0, 200));
}

/** A school with a seat limit takes as many subscribed rows as it has free seats; the rows past them are named. */
async function checkSeats(db: Database, rows: ImportRows): Promise<void> {
  const schoolIds = [...new Set(rows.flatMap((row) => (row.packageId ? [row.schoolId] : [])))];
  if (schoolIds.length === 0) return;
  const capacities = await db
    .select()
    .from(seatCapacities)
    .where(inArray(seatCapacities.schoolId, schoolIds));
  if (capacities.length === 0) return;
  const taken = new Map(
    (
      await db
        .select({ schoolId: seats.schoolId, n: count() })
        .from(seats)
        .where(and(inArray(seats.schoolId, schoolIds), isNull(seats.releasedAt)))
        .groupBy(seats.schoolId)
    ).map((row) => [row.schoolId, Number(row.n)]),
  );
  const free = new Map(capacities.map((c) => [c.schoolId, c.seats - (taken.get(c.schoolId) ?? 0)]));
  const problems = rows.flatMap((row, index) => {
    const left = row.packageId ? free.get(row.schoolId) : undefined;
    if (left === undefined) return [];
    free.set(row.schoolId, left - 1);
    return left > 0 ? [] : [{ path: `rows.${index}.packageId`, code: 'families.schoolFull' }];
  });
  if (problems.length > 0) throw new HttpProblem(409, 'families.schoolFull', problems.slice(0, 200));
}

/** Card numbers an active student already holds are named on their rows; nothing is stored then. */
async function refuseTakenCards(db: Database, rows: ImportRows): Promise<void> {
  const cards = [...new Set(rows.flatMap((row) => (row.cardNumber ? [row.cardNumber] : [])))];
  const taken = new Set<string>();
  for (let start = 0; start < cards.length; start += STAGE_CHUNK) {
    const found = await db
      .select({ cardNumber: students.cardNumber })
      .from(students)
      .where(
        and(
          inArray(students.cardNumber, cards.slice(start, start + STAGE_CHUNK)),
          eq(students.status, 'active'),
        ),
      );
    for (const { cardNumber } of found) taken.add(cardNumber!);
  }
  const problems = rows.flatMap((row, index) =>
    row.cardNumber && taken.has(row.cardNumber)
      ? [{ path: `rows.${index}.cardNumber`, code: 'students.cardNumberTaken' }]
      : [],
  );
  if (problems.length > 0) throw new HttpProblem(409, 'students.cardNumberTaken', problems.slice(0, 200));
}

async function stageRows(db: Database, requestId: string, rows: ImportRows): Promise<string> {
  const importId = randomUUID();
  for (let start = 0; start < rows.length; start += STAGE_CHUNK) {
    await yieldToOtherRequests();
    await db.insert(studentImportRows).values(
      rows.slice(start, start + STAGE_CHUNK).map((row, offset) => ({
        importId,
        position: start + offset,
        requestId,
        nameAr: row.nameAr,
        nameEn: row.nameEn ?? row.nameAr,
        schoolId: row.schoolId,
        grade: row.grade,
        gender: row.gender,
        homeLat: row.homeLat,
        homeLng: row.homeLng,
        specialNeeds: row.specialNeeds,
        parentName: row.parentName,
        parentPhone: row.parentPhone,
        parentEmail: row.parentEmail,
        cardNumber: row.cardNumber,
        packageId: row.packageId,
        stopId: row.stopId,
      })),
    );
  }
  return importId;
}

/**
 * Rows `from` to `to` become students with their new parents and their subscriptions, each with
 * its audit row, in set-based statements (no row crosses into JavaScript).
 */
async function publishChunk(
  tx: Database,
  request: FastifyRequest,
  { importId, from, to, today }: { importId: string; from: number; to: number; today: string },
): Promise<{ imported: number; parentsCreated: number; subscribed: number }> {
  const chunk = sql`r.import_id = ${importId} and r.position >= ${from} and r.position < ${to}`;
  const parentsCreated = await insertAudited(
    tx,
    request,
    parents,
    sql`insert into parents (name, phone, email)
      select distinct on (r.parent_phone) r.parent_name, r.parent_phone, r.parent_email from student_import_rows r
      where ${chunk} and r.parent_phone is not null
      order by r.parent_phone, r.position
      on conflict (phone) do nothing`,
  );
  const imported = await insertAudited(
    tx,
    request,
    students,
    sql`insert into students
        (id, name_ar, name_en, school_id, grade, gender, home_lat, home_lng, special_needs, card_number, parent_id,
         home_stop_id)
      select r.student_id, r.name_ar, r.name_en, r.school_id, r.grade,
        coalesce(r.gender, case s.gender when 'boys' then 'boy' when 'girls' then 'girl' end),
        r.home_lat, r.home_lng, r.special_needs, r.card_number, p.id, r.stop_id
      from student_import_rows r join schools s on s.id = r.school_id
        left join parents p on p.phone = r.parent_phone
      where ${chunk}
      order by r.position`,
  );
  const subscribed = await subscribeChunk(tx, request, chunk, today);
  return { imported, parentsCreated, subscribed };
}

/**
 * The chunk's rows with a package are subscribed as `subscribeWithSeat` does by hand: from `today`,
 * at the package's price less its sibling discount when the parent already has another child on
 * (an earlier subscription, or an earlier row of the file), each holding a seat at the school;
 * one audit row each. Answers how many.
 */
async function subscribeChunk(tx: Database, request: FastifyRequest, chunk: SQL, today: string) {
  const result = await tx.execute(sql`with source as (
      select r.student_id, p.id as parent_id, r.package_id, r.school_id, pk.price_halalas,
        case when exists (select 1 from subscriptions o where o.parent_id = p.id and o.status = 'active'
                            and o.student_id <> r.student_id)
               or row_number() over (partition by p.id order by r.position) > 1
          then pk.sibling_discount_percent else 0 end as discount
      from student_import_rows r join parents p on p.phone = r.parent_phone
        join packages pk on pk.id = r.package_id
      where ${chunk} and r.package_id is not null
    ), created as (
      insert into subscriptions (student_id, parent_id, package_id, price_halalas, discount_percent, start_date)
      select student_id, parent_id, package_id, round(price_halalas * (100 - discount) / 100.0)::int, discount,
        ${today}::date
      from source
      returning *
    ), seated as (
      insert into seats (school_id, subscription_id)
      select source.school_id, created.id from created join source on source.student_id = created.student_id
    ), audited as (
      insert into audit_log (entity_type, entity_id, action, actor_id, actor_name, request_id, after)
      select 'subscription', id::text, 'create', ${request.auth?.operator.id ?? null}::uuid,
        ${request.auth?.operator.name ?? null}::text, ${request.id}::text, ${auditSnapshotSql(subscriptions, 'created')}
      from created
      returning 1
    ) select count(*)::int as n from audited`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * Deletes what an import published (its students, the parents it created that no other student
 * points to, and their audit rows) and its staged rows.
 */
async function undoImport(db: Database, importId: string): Promise<void> {
  const staged = sql`select student_id from student_import_rows where import_id = ${importId}`;
  const createdParents = sql`select a.entity_id::uuid from audit_log a
    where a.entity_type = 'parent' and a.action = 'create'
      and a.request_id = (select request_id from student_import_rows where import_id = ${importId} limit 1)
      and a.at >= (select min(staged_at) from student_import_rows where import_id = ${importId})`;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from audit_log where entity_type = 'subscription' and entity_id in (
        select id::text from subscriptions where student_id in (${staged}))`,
    );
    await tx.execute(
      sql`delete from audit_log where entity_type = 'student' and entity_id in (select student_id::text from (${staged}) s)`,
    );
    await tx.execute(sql`delete from students where id in (${staged})`);
    await tx.execute(sql`with doomed as (
        select p.id from parents p where p.id in (${createdParents})
        and not exists (select 1 from students s where s.parent_id = p.id)
      ), unaudited as (
        delete from audit_log where entity_type = 'parent' and entity_id in (select id::text from doomed)
      ) delete from parents where id in (select id from doomed)`);
    await tx.delete(studentImportRows).where(eq(studentImportRows.importId, importId));
  });
}

async function undoAbandonedImports(db: Database): Promise<void> {
  const abandoned = await db
    .selectDistinct({ importId: studentImportRows.importId })
    .from(studentImportRows)
    .where(lt(studentImportRows.stagedAt, sql`now() - ${ABANDONED_AFTER}`));
  for (const { importId } of abandoned) await undoImport(db, importId);
}

/** Runs `insert` with a `create` audit row for each row it creates, in one statement; answers how many. */
async function insertAudited(
  tx: Database,
  request: FastifyRequest,
  table: typeof parents | typeof students,
  insert: SQL,
): Promise<number> {
  const entityType = table === parents ? 'parent' : 'student';
  const result = await tx.execute(sql`with created as (${insert} returning *), audited as (
      insert into audit_log (entity_type, entity_id, action, actor_id, actor_name, request_id, after)
      select ${entityType}, id::text, 'create', ${request.auth?.operator.id ?? null}::uuid,
        ${request.auth?.operator.name ?? null}::text, ${request.id}::text, ${auditSnapshotSql(table, 'created')}
      from created
      returning 1
    ) select count(*)::int as n from audited`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
