import type { ListResponse } from '@rihla/shared/contracts/common';
import {
  type Operator,
  type OperatorCreate,
  type OperatorUpdate,
  type operatorListQuerySchema,
  scopeRefusals,
} from '@rihla/shared/contracts/operators';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { isUniqueViolation } from '../../lib/db-error';
import { type ListSpec, orderByFor, searchFor } from '../../lib/list-query';
import { pagedList } from '../../lib/paged-list';
import { hashPassword } from '../../lib/passwords';
import { HttpProblem, notFound, staleVersion } from '../../lib/problem';
import { revokeSessions } from '../auth/session.service';
import { checkRegionsExist, effectiveSchoolIds } from '../regions/regions.service';
import { schools } from '../schools/schools.table';
import { operators } from './operators.table';

type OperatorListQuery = z.output<typeof operatorListQuerySchema>;

const listSpec: ListSpec<'name' | 'email' | 'role' | 'createdAt'> = {
  sortColumns: {
    name: operators.name,
    email: operators.email,
    role: operators.role,
    createdAt: operators.createdAt,
  },
  defaultSort: 'name:asc',
  idColumn: operators.id,
  search: sql`lower(${operators.name} || ' ' || ${operators.email})`,
};

/** The public shape: never the password hash. */
export function toOperator(row: typeof operators.$inferSelect): Operator {
  return {
    id: row.id,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    mustChangePassword: row.mustChangePassword,
    secondFactor: row.totpConfirmedAt !== null,
    schoolIds: row.schoolIds ?? null,
    regionIds: row.regionIds ?? null,
  };
}

/**
 * The scope an operator is saved with fits their role, names schools and regions that exist, and
 * leaves them one school at least (ADR 0072, 0076); checked before anything is written, so a
 * refused scope leaves nothing half-saved.
 */
async function checkScope(
  tx: Database,
  role: Operator['role'],
  schoolIds: readonly string[] | null,
  regionIds: readonly string[] | null,
) {
  const refusals = scopeRefusals(role, schoolIds, regionIds);
  if (refusals.length > 0) throw new HttpProblem(400, 'validation', refusals);
  if (schoolIds) {
    const found = await tx
      .select({ id: schools.id })
      .from(schools)
      .where(inArray(schools.id, [...schoolIds]));
    if (found.length < new Set(schoolIds).size) {
      throw new HttpProblem(400, 'validation', [{ path: 'schoolIds', code: 'validation.missingReference' }]);
    }
  }
  if (regionIds) {
    await checkRegionsExist(tx, regionIds);
    // The schools the scope names that still exist: a region naming only deleted ones limits to nothing.
    const seen = await effectiveSchoolIds(tx, schoolIds, regionIds);
    const existing = seen?.length
      ? await tx.select({ id: schools.id }).from(schools).where(inArray(schools.id, seen))
      : [];
    if (existing.length === 0) {
      throw new HttpProblem(400, 'validation', [{ path: 'regionIds', code: 'operators.scopeNoSchool' }]);
    }
  }
}

export function listOperators(db: Database, query: OperatorListQuery): Promise<ListResponse<Operator>> {
  return pagedList(query, {
    select: db.select().from(operators).$dynamic(),
    count: db.select({ n: count() }).from(operators).$dynamic(),
    where: and(searchFor(listSpec, query.q), query.role ? eq(operators.role, query.role) : undefined),
    orderBy: orderByFor(listSpec, query.sort),
    toItems: (rows) => rows.map(toOperator),
  });
}

export async function findOperatorRow(db: Database, id: string, lock = false) {
  const base = db.select().from(operators).where(eq(operators.id, id));
  const [row] = lock ? await base.for('update') : await base;
  return row ?? null;
}

export async function findOperatorByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(operators)
    .where(eq(sql`lower(${operators.email})`, email.toLowerCase()));
  return row ?? null;
}

async function catchEmailTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, 'operators_email_key')) {
      throw new HttpProblem(409, 'operators.emailTaken', [{ path: 'email', code: 'operators.emailTaken' }]);
    }
    throw error;
  }
}

export async function createOperator(tx: Database, input: OperatorCreate): Promise<Operator> {
  const { password, ...fields } = input;
  await checkScope(tx, input.role, input.schoolIds, input.regionIds);
  const [row] = await catchEmailTaken(
    tx
      .insert(operators)
      .values({ ...fields, passwordHash: await hashPassword(password) })
      .returning(),
  );
  return toOperator(row!);
}

/**
 * Locks every active administrator's row, in id order so two transactions queue instead of
 * deadlocking. Taken before the operator being changed, it serialises every change that could
 * remove an administrator: the second of two admins demoting each other waits, then sees one left.
 */
async function lockActiveAdmins(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), eq(operators.active, true)))
    .orderBy(operators.id)
    .for('update');
  return rows.map((row) => row.id);
}

/** The company always keeps one active administrator: the last one cannot be demoted, disabled or deleted. */
async function guardLastAdmin(tx: Database, id: string, after?: { role: string; active: boolean }) {
  const admins = await lockActiveAdmins(tx);
  if (!admins.includes(id)) return;
  if (after?.role === 'admin' && after.active) return;
  if (admins.length <= 1) throw new HttpProblem(409, 'operators.lastAdmin');
}

/** An admin cannot lock themselves out: no self-demotion, self-deactivation or self-deletion. */
function guardSelf(actorId: string, id: string, change?: { role: string; active: boolean }) {
  if (actorId !== id) return;
  if (change?.role !== 'admin' || !change.active) throw new HttpProblem(409, 'operators.self');
}

export async function updateOperator(tx: Database, actorId: string, id: string, update: OperatorUpdate) {
  guardSelf(actorId, id, update);
  await guardLastAdmin(tx, id, update);
  const before = await findOperatorRow(tx, id, true);
  if (!before) throw notFound();
  await checkScope(
    tx,
    update.role,
    update.schoolIds === undefined ? before.schoolIds : update.schoolIds,
    update.regionIds === undefined ? before.regionIds : update.regionIds,
  );
  const { version, password, mustChangePassword, ...fields } = update;
  const [after] = await tx
    .update(operators)
    .set({
      ...fields,
      ...(password
        ? { passwordHash: await hashPassword(password), mustChangePassword: mustChangePassword ?? false }
        : {}),
      version: sql`${operators.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(operators.id, id), eq(operators.version, version)))
    .returning();
  if (!after) throw staleVersion();
  // A new password or a disabled account ends every open session of that operator.
  if (password || !after.active) await revokeSessions(tx, id);
  return { before: toOperator(before), after: toOperator(after) };
}

export async function deleteOperator(tx: Database, actorId: string, id: string, version: number) {
  guardSelf(actorId, id);
  await guardLastAdmin(tx, id);
  const before = await findOperatorRow(tx, id, true);
  if (!before) throw notFound();
  const deleted = await tx
    .delete(operators)
    .where(and(eq(operators.id, id), eq(operators.version, version)))
    .returning({ id: operators.id });
  if (deleted.length === 0) throw staleVersion();
  return toOperator(before);
}

/**
 * Replaces a password hash made with older settings by one of today's (made at sign-in, when the
 * password is known), unless the password changed meanwhile. Not an edit: the version stays.
 */
export async function upgradePasswordHash(db: Database, id: string, oldHash: string, newHash: string) {
  await db
    .update(operators)
    .set({ passwordHash: newHash })
    .where(and(eq(operators.id, id), eq(operators.passwordHash, oldHash)));
}

export async function recordSignIn(db: Database, id: string): Promise<void> {
  await db.update(operators).set({ lastLoginAt: new Date() }).where(eq(operators.id, id));
}

/**
 * An operator changes their own password (the current one already proven, `proveCurrentPassword`);
 * a temporary password is thereby replaced, and every other session of theirs (not
 * `keepSessionId`, the one asking) is signed out.
 */
export async function changeOwnPassword(
  tx: Database,
  id: string,
  newPassword: string,
  keepSessionId: string,
): Promise<{ before: Operator; after: Operator }> {
  const row = await findOperatorRow(tx, id, true);
  if (!row) throw notFound();
  const [after] = await tx
    .update(operators)
    .set({
      passwordHash: await hashPassword(newPassword),
      mustChangePassword: false,
      version: sql`${operators.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(operators.id, row.id))
    .returning();
  await revokeSessions(tx, row.id, keepSessionId);
  return { before: toOperator(row), after: toOperator(after!) };
}
