import type { ListResponse } from '@rihla/shared/contracts/common';
import type {
  PARENT_SORT_FIELDS,
  Parent,
  ParentChild,
  parentInputSchema,
  parentListQuerySchema,
  parentUpdateSchema,
} from '@rihla/shared/contracts/parents';
import { and, asc, type Column, count, eq, gt, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { pgError } from '../../lib/db-error';
import { type ExportReader, exportReader } from '../../lib/export-routes';
import { type ListSpec, orderByFor, searchFor } from '../../lib/list-query';
import { pagedList } from '../../lib/paged-list';
import { HttpProblem } from '../../lib/problem';
import { type SchoolScope, schoolIn } from '../../lib/school-scope';
import { versionedDelete, versionedUpdate } from '../../lib/versioned-write';
import { schools } from '../schools/schools.table';
import { students } from '../students/students.table';
import { parentContacts, parents } from './parents.table';

type ParentInput = z.output<typeof parentInputSchema>;
type ParentUpdate = z.output<typeof parentUpdateSchema>;
type ParentListQuery = z.output<typeof parentListQuerySchema>;
type ParentRow = typeof parents.$inferSelect;

const listSpec: ListSpec<(typeof PARENT_SORT_FIELDS)[number]> = {
  sortColumns: { name: parents.name, balanceHalalas: parents.balanceHalalas, createdAt: parents.createdAt },
  defaultSort: 'name:asc',
  idColumn: parents.id,
  search: parents.search,
};

/** Rows as the API shows them, with their contacts and children (two queries for the whole page). */
async function withDetails(db: Database, rows: ParentRow[]): Promise<Parent[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const contacts = await db
    .select()
    .from(parentContacts)
    .where(inArray(parentContacts.parentId, ids))
    .orderBy(asc(parentContacts.position));
  const children = await db
    .select({
      parentId: students.parentId,
      id: students.id,
      nameAr: students.nameAr,
      nameEn: students.nameEn,
      grade: students.grade,
      status: students.status,
      school: { id: schools.id, nameAr: schools.nameAr, nameEn: schools.nameEn },
    })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .where(inArray(students.parentId, ids))
    .orderBy(asc(students.nameAr), asc(students.id));
  return rows.map((row) => {
    const { createdAt, updatedAt, search: _search, ...fields } = row;
    return {
      ...fields,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
      contacts: contacts
        .filter((c) => c.parentId === row.id)
        .map(({ id, kind, name, relation, phone, email, nationalId }) => ({
          id,
          kind,
          name,
          relation,
          phone,
          email,
          nationalId,
        })),
      children: children
        .filter((c) => c.parentId === row.id)
        .map(({ parentId: _parentId, ...child }): ParentChild => child),
    };
  });
}

/**
 * The family records an operator limited to some schools sees (ADR 0072), by their parent column:
 * a parent with a child at one of the schools, and that parent's invoices and payments.
 */
export function familyInScope(parentId: Column, scope: SchoolScope): SQL | undefined {
  if (!scope) return undefined;
  return sql`exists (select 1 from ${students} where ${students.parentId} = ${parentId} and ${schoolIn(students.schoolId, scope)})`;
}

export const parentInScope = (scope: SchoolScope) => familyInScope(parents.id, scope);

function filterFor(query: ParentListQuery, scope: SchoolScope): SQL | undefined {
  return and(
    parentInScope(scope),
    searchFor(listSpec, query.q),
    query.balance === 'owing' ? gt(parents.balanceHalalas, 0) : undefined,
    query.balance === 'clear' ? lte(parents.balanceHalalas, 0) : undefined,
  );
}

export function listParents(
  db: Database,
  query: ParentListQuery,
  scope: SchoolScope = null,
): Promise<ListResponse<Parent>> {
  return pagedList(query, {
    select: db.select().from(parents).$dynamic(),
    count: db.select({ n: count() }).from(parents).$dynamic(),
    where: filterFor(query, scope),
    orderBy: orderByFor(listSpec, query.sort),
    toItems: (rows) => withDetails(db, rows),
  });
}

export function exportParents(
  db: Database,
  query: ParentListQuery,
  scope: SchoolScope = null,
): ExportReader<Parent> {
  return exportReader(
    () =>
      db
        .select({ id: parents.id })
        .from(parents)
        .where(filterFor(query, scope))
        .orderBy(...orderByFor(listSpec, query.sort)),
    async (ids) => withDetails(db, await db.select().from(parents).where(inArray(parents.id, ids))),
  );
}

export async function findParent(db: Database, id: string, lock = false): Promise<Parent | null> {
  const base = db.select().from(parents).where(eq(parents.id, id));
  const [row] = lock ? await base.for('update') : await base;
  return row ? ((await withDetails(db, [row]))[0] ?? null) : null;
}

export async function findParentByPhone(db: Database, phone: string): Promise<ParentRow | null> {
  const [row] = await db.select().from(parents).where(eq(parents.phone, phone)).for('update');
  return row ?? null;
}

/** A phone or national id already on file is named on its field. */
async function catchTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const pg = pgError(error);
    if (pg?.code === '23505' && pg.constraint === 'parents_phone_unique') {
      throw new HttpProblem(409, 'conflict', [{ path: 'phone', code: 'families.phoneTaken' }]);
    }
    if (pg?.code === '23505' && pg.constraint === 'parent_contacts_guardian_phone_unique') {
      throw new HttpProblem(409, 'conflict', [{ path: 'contacts', code: 'families.guardianPhoneTaken' }]);
    }
    if (pg?.code === '23505' && pg.constraint === 'parents_national_id_unique') {
      throw new HttpProblem(409, 'conflict', [{ path: 'nationalId', code: 'fleet.nationalIdTaken' }]);
    }
    throw error;
  }
}

/**
 * A guardian signs in to the families' app with their phone (ADR 0075), so a guardian's phone is
 * nobody else's: not the parent's, not another guardian's of this record, not another family's
 * parent's or guardian's (409 on the contact's phone). The parent's own phone is no other family's
 * guardian's either (409 on the phone).
 */
async function checkPhonesFree(tx: Database, parentId: string | null, input: ParentInput) {
  const taken = (path: string, code = 'families.guardianPhoneTaken') =>
    new HttpProblem(409, 'conflict', [{ path, code }]);
  const others = (column: Column) => (parentId ? ne(column, parentId) : undefined);
  const [parentOfOther] = await tx
    .select({ id: parents.id })
    .from(parents)
    .where(and(eq(parents.phone, input.phone), others(parents.id)))
    .limit(1);
  if (parentOfOther) throw taken('phone', 'families.phoneTaken');
  const [guardianOfOther] = await tx
    .select({ id: parentContacts.id })
    .from(parentContacts)
    .where(
      and(
        eq(parentContacts.phone, input.phone),
        eq(parentContacts.kind, 'guardian'),
        others(parentContacts.parentId),
      ),
    )
    .limit(1);
  if (guardianOfOther) throw taken('phone', 'families.phoneTaken');
  const seen = new Set([input.phone]);
  const guardians = input.contacts.flatMap((contact, index) =>
    contact.kind === 'guardian' ? [{ phone: contact.phone, index }] : [],
  );
  for (const { phone, index } of guardians) {
    if (seen.has(phone)) throw taken(`contacts.${index}.phone`);
    seen.add(phone);
  }
  if (guardians.length === 0) return;
  const phones = guardians.map((guardian) => guardian.phone);
  const parentRows = await tx
    .select({ phone: parents.phone })
    .from(parents)
    .where(and(inArray(parents.phone, phones), others(parents.id)));
  const guardianRows = await tx
    .select({ phone: parentContacts.phone })
    .from(parentContacts)
    .where(
      and(
        inArray(parentContacts.phone, phones),
        eq(parentContacts.kind, 'guardian'),
        others(parentContacts.parentId),
      ),
    );
  const elsewhere = new Set([...parentRows, ...guardianRows].map((row) => row.phone));
  const clash = guardians.find((guardian) => elsewhere.has(guardian.phone));
  if (clash) throw taken(`contacts.${clash.index}.phone`);
}

/**
 * Writes the record's contacts as given, keeping the row (and so a guardian's signed-in phones) of
 * a contact of the same kind and phone as before; a guardian removed, or whose phone or kind
 * changed, is a row deleted, which ends their sessions in the families' app.
 */
async function replaceContacts(tx: Database, parentId: string, contacts: ParentInput['contacts']) {
  const existing = await tx
    .select({ id: parentContacts.id, kind: parentContacts.kind, phone: parentContacts.phone })
    .from(parentContacts)
    .where(eq(parentContacts.parentId, parentId));
  const kept = new Map<number, string>();
  const free = [...existing];
  contacts.forEach((contact, position) => {
    const index = free.findIndex((row) => row.kind === contact.kind && row.phone === contact.phone);
    if (index >= 0) kept.set(position, free.splice(index, 1)[0]!.id);
  });
  if (free.length > 0) {
    await tx.delete(parentContacts).where(
      inArray(
        parentContacts.id,
        free.map((row) => row.id),
      ),
    );
  }
  const added: (typeof parentContacts.$inferInsert)[] = [];
  for (const [position, contact] of contacts.entries()) {
    const id = kept.get(position);
    if (id)
      await tx
        .update(parentContacts)
        .set({ ...contact, position })
        .where(eq(parentContacts.id, id));
    else added.push({ ...contact, parentId, position });
  }
  if (added.length > 0) await tx.insert(parentContacts).values(added);
}

export async function createParent(tx: Database, input: ParentInput): Promise<Parent> {
  const { contacts, ...fields } = input;
  await checkPhonesFree(tx, null, input);
  const [row] = await catchTaken(tx.insert(parents).values(fields).returning({ id: parents.id }));
  await catchTaken(replaceContacts(tx, row!.id, contacts));
  return (await findParent(tx, row!.id))!;
}

export async function updateParent(tx: Database, id: string, update: ParentUpdate) {
  const { contacts, ...fields } = update;
  await checkPhonesFree(tx, id, update);
  const result = await catchTaken(versionedUpdate(tx, parents, id, fields, findParent));
  await catchTaken(replaceContacts(tx, id, contacts));
  return { before: result.before, after: (await findParent(tx, id))! };
}

export function deleteParent(tx: Database, id: string, version: number) {
  return versionedDelete(tx, parents, id, version, findParent);
}
