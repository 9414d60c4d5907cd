import type { Parent } from '@rihla/shared/contracts/parents';
import type { RegistrationRequest, RegistrationStatus } from '@rihla/shared/contracts/registration-requests';
import type { Student } from '@rihla/shared/contracts/students';
import type { Subscription } from '@rihla/shared/contracts/subscriptions';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import type { Audit } from '../../lib/mutate';
import { HttpProblem, notFound, staleVersion } from '../../lib/problem';
import { createParent, findParentByPhone } from '../parents/parents.service';
import { stops } from '../stops/stops.table';
import { createStudent } from '../students/students.service';
import { seatIsFree, subscribeWithSeat } from '../subscriptions/subscriptions.service';
import { tellFamily } from './registration-notices';
import { findRequest } from './registration-requests.service';
import { registrationRequests } from './registration-requests.table';

type RequestRow = typeof registrationRequests.$inferSelect;

/** Locks the request; 404 when gone, 409 `conflict.stale` at another version (when one is given). */
async function lockRequest(tx: Database, id: string, version?: number): Promise<RequestRow> {
  const [row] = await tx
    .select()
    .from(registrationRequests)
    .where(eq(registrationRequests.id, id))
    .for('update');
  if (!row) throw notFound();
  if (version !== undefined && row.version !== version) throw staleVersion();
  return row;
}

async function setStatus(
  tx: Database,
  id: string,
  fields: Partial<typeof registrationRequests.$inferInsert>,
) {
  await tx
    .update(registrationRequests)
    .set({ ...fields, version: sql`${registrationRequests.version} + 1`, updatedAt: new Date() })
    .where(eq(registrationRequests.id, id));
}

export interface Decision {
  before: RegistrationRequest;
  after: RegistrationRequest;
  /** Records the approval created (parent only when new), for the audit trail. */
  created: { parent: Parent | null; student: Student; subscription: Subscription } | null;
}

/** The audit rows of a decision: the request's transition, and what an approval created. */
export async function auditDecision(audit: Audit, decision: Decision): Promise<void> {
  await audit({
    entityType: 'registration-request',
    entityId: decision.after.id,
    action: 'transition',
    before: decision.before,
    after: decision.after,
  });
  const created = decision.created;
  if (!created) return;
  if (created.parent) {
    await audit({
      entityType: 'parent',
      entityId: created.parent.id,
      action: 'create',
      before: null,
      after: created.parent,
    });
  }
  await audit({
    entityType: 'student',
    entityId: created.student.id,
    action: 'create',
    before: null,
    after: created.student,
  });
  await audit({
    entityType: 'subscription',
    entityId: created.subscription.id,
    action: 'create',
    before: null,
    after: created.subscription,
  });
}

/** The stop nearest the home, if one is within about two kilometres. */
async function nearestStop(tx: Database, lat: number, lng: number): Promise<string | null> {
  const distance = sql`(${stops.lat} - ${lat}) * (${stops.lat} - ${lat}) + (${stops.lng} - ${lng}) * (${stops.lng} - ${lng})`;
  const [stop] = await tx
    .select({ id: stops.id })
    .from(stops)
    .where(sql`${distance} < 0.0004`)
    .orderBy(distance)
    .limit(1);
  return stop?.id ?? null;
}

/**
 * Approves a pending or waitlisted request in the caller's transaction: the parent is found by
 * phone or created, then the student, its subscription and its seat. With no free seat a pending
 * request joins the waitlist, and a waitlisted one stays there (409 `families.noFreeSeat`).
 * A request already approved or rejected is refused (409 `families.alreadyDecided`).
 * `today` is the operators' day (TIME_ZONE): the subscription starts on it.
 */
export async function approveRequest(
  tx: Database,
  id: string,
  today: string,
  version?: number,
): Promise<Decision> {
  const row = await lockRequest(tx, id, version);
  if (row.status === 'approved' || row.status === 'rejected') {
    throw new HttpProblem(409, 'families.alreadyDecided');
  }
  const before = (await findRequest(tx, id))!;
  if (!(await seatIsFree(tx, row.schoolId))) {
    if (row.status === 'waitlisted') throw new HttpProblem(409, 'families.noFreeSeat');
    await setStatus(tx, id, { status: 'waitlisted', waitlistedAt: new Date() });
    await tellFamily(tx, row, 'registration-waitlisted', null);
    return { before, after: (await findRequest(tx, id))!, created: null };
  }
  let parentRow = await findParentByPhone(tx, row.parentPhone);
  let newParent: Parent | null = null;
  if (!parentRow) {
    newParent = await createParent(tx, {
      name: row.parentName,
      phone: row.parentPhone,
      email: row.parentEmail,
      nationalId: null,
      address: null,
      contacts: [],
    });
    parentRow = (await findParentByPhone(tx, row.parentPhone))!;
  }
  const student = await createStudent(tx, {
    nameAr: row.studentNameAr,
    nameEn: row.studentNameEn ?? row.studentNameAr,
    schoolId: row.schoolId,
    grade: row.grade,
    // The registration form does not ask: a boys' or girls' school implies it.
    gender: null,
    parentId: parentRow.id,
    homeStopId: await nearestStop(tx, row.homeLat, row.homeLng),
    homeLat: row.homeLat,
    homeLng: row.homeLng,
    specialNeeds: null,
    status: 'active',
    cardNumber: null,
  });
  const subscription = await subscribeWithSeat(tx, {
    studentId: student.id,
    parentId: parentRow.id,
    packageId: row.packageId,
    schoolId: row.schoolId,
    today,
  });
  await setStatus(tx, id, {
    status: 'approved',
    parentId: parentRow.id,
    studentId: student.id,
    decidedAt: new Date(),
  });
  await tellFamily(tx, row, 'registration-approved', parentRow.id);
  return {
    before,
    after: (await findRequest(tx, id))!,
    created: { parent: newParent, student, subscription },
  };
}

/** Puts a pending request on the waitlist by hand (the family agreed to wait). */
export async function waitlistRequest(tx: Database, id: string, version: number): Promise<Decision> {
  const row = await lockRequest(tx, id, version);
  if (row.status !== 'pending') throw new HttpProblem(409, 'families.alreadyDecided');
  const before = (await findRequest(tx, id))!;
  await setStatus(tx, id, { status: 'waitlisted', waitlistedAt: new Date() });
  await tellFamily(tx, row, 'registration-waitlisted', null);
  return { before, after: (await findRequest(tx, id))!, created: null };
}

export async function rejectRequest(
  tx: Database,
  id: string,
  version: number,
  reason: string,
): Promise<Decision> {
  const row = await lockRequest(tx, id, version);
  if (row.status !== 'pending' && row.status !== 'waitlisted') {
    throw new HttpProblem(409, 'families.alreadyDecided');
  }
  const before = (await findRequest(tx, id))!;
  await setStatus(tx, id, { status: 'rejected', rejectionReason: reason, decidedAt: new Date() });
  await tellFamily(tx, row, 'registration-rejected', null, reason);
  return { before, after: (await findRequest(tx, id))!, created: null };
}

/**
 * A seat of `schoolId` was freed (or more were added): the earliest waitlisted requests of the
 * school are approved while seats are free. Answers the approvals made.
 */
export async function offerFreedSeats(tx: Database, schoolId: string, today: string): Promise<Decision[]> {
  const decisions: Decision[] = [];
  for (;;) {
    const [next] = await tx
      .select({ id: registrationRequests.id })
      .from(registrationRequests)
      .where(and(eq(registrationRequests.schoolId, schoolId), eq(registrationRequests.status, 'waitlisted')))
      .orderBy(asc(registrationRequests.waitlistedAt), asc(registrationRequests.id))
      .limit(1);
    if (!next || !(await seatIsFree(tx, schoolId))) return decisions;
    decisions.push(await approveRequest(tx, next.id, today));
  }
}

/** One line of a bulk approval: the request as it now stands, or the problem that left it as it was. */
export interface ApprovalLine {
  id: string;
  reference: string | null;
  status: RegistrationStatus | null;
  code: string | null;
}

/**
 * Approves several requests in the order given, each in its own transaction with its audit rows:
 * one that cannot be approved (decided already, no seat) is reported on its line and the others go ahead.
 */
export async function approveEach(
  db: Database,
  ids: string[],
  /** The requests the operator sees (ADR 0072): any other is not found. */
  seen: ReadonlySet<string>,
  today: string,
  auditIn: (tx: Database) => Audit,
): Promise<ApprovalLine[]> {
  const lines: ApprovalLine[] = [];
  for (const id of ids) {
    if (!seen.has(id)) {
      lines.push({ id, reference: null, status: null, code: 'not-found' });
      continue;
    }
    try {
      const after = await db.transaction(async (tx) => {
        const decision = await approveRequest(tx, id, today);
        await auditDecision(auditIn(tx), decision);
        return decision.after;
      });
      lines.push({ id, reference: after.reference, status: after.status, code: null });
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error;
      const found = await findRequest(db, id);
      lines.push({
        id,
        reference: found?.reference ?? null,
        status: found?.status ?? null,
        code: error.code,
      });
    }
  }
  return lines;
}
