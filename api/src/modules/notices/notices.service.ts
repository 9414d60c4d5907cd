import type { ListResponse } from '@rihla/shared/contracts/common';
import type { NOTICE_SORT_FIELDS, Notice, NoticeListQuery } from '@rihla/shared/contracts/notices';
import { and, count, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { type ExportReader, exportReader } from '../../lib/export-routes';
import { type ListSpec, orderByFor } from '../../lib/list-query';
import { pagedList } from '../../lib/paged-list';
import { HttpProblem, notFound } from '../../lib/problem';
import { type SchoolScope, schoolIn } from '../../lib/school-scope';
import { familyInScope } from '../parents/parents.service';
import { parents } from '../parents/parents.table';
import { registrationRequests } from '../registration-requests/registration-requests.table';
import { trips } from '../trips/trips.table';
import { notices } from './notices.table';

const listSpec: ListSpec<(typeof NOTICE_SORT_FIELDS)[number]> = {
  sortColumns: { createdAt: notices.createdAt, status: notices.status, event: notices.event },
  defaultSort: 'createdAt:desc',
  idColumn: notices.id,
  search: notices.address,
};

const columns = {
  notice: notices,
  parentName: parents.name,
};

type Row = { notice: typeof notices.$inferSelect; parentName: string | null };

function toNotice({ notice, parentName }: Row): Notice {
  return {
    id: notice.id,
    event: notice.event,
    channel: notice.channel,
    status: notice.status,
    address: notice.address,
    language: notice.language,
    subject: notice.subject,
    body: notice.body,
    attempts: notice.attempts,
    lastError: notice.lastError,
    nextAttemptAt: notice.nextAttemptAt.toISOString(),
    sentAt: notice.sentAt?.toISOString() ?? null,
    createdAt: notice.createdAt.toISOString(),
    parentId: notice.parentId,
    parentName,
    tripId: notice.tripId,
  };
}

/** Midnight starting an operators' day, as an instant. */
const dayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

/**
 * What an operator limited to some schools sees of the notices (ADR 0072): those to a family with a
 * child at one of them, those about a trip of one of them, and a registration request's answers
 * when the request is for one of them. Notices to no family about no trip (an alert's e-mail to
 * operators, a scheduled report, a holiday told to the crews) are the company's, not a school's.
 */
export function noticeInScope(scope: SchoolScope): SQL | undefined {
  if (!scope) return undefined;
  const requestOfScope = sql`exists (select 1 from ${registrationRequests} where ${notices.eventKey} = ${notices.event} || ':' || ${registrationRequests.id}::text and ${schoolIn(registrationRequests.schoolId, scope)})`;
  return or(
    familyInScope(notices.parentId, scope),
    sql`exists (select 1 from ${trips} where ${trips.id} = ${notices.tripId} and ${schoolIn(trips.schoolId, scope)})`,
    and(like(notices.event, 'registration-%'), requestOfScope),
  );
}

/** The list's filters: status, channel, event, parent, trip and the operators' days it was written on. */
function listWhere(query: NoticeListQuery, timeZone: string, scope: SchoolScope) {
  return and(
    noticeInScope(scope),
    query.q ? sql`${notices.address} ilike ${`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
    query.status ? eq(notices.status, query.status) : undefined,
    query.channel ? eq(notices.channel, query.channel) : undefined,
    query.event ? eq(notices.event, query.event) : undefined,
    query.parentId ? eq(notices.parentId, query.parentId) : undefined,
    query.tripId ? eq(notices.tripId, query.tripId) : undefined,
    query.from ? sql`${notices.createdAt} >= ${dayStart(query.from, timeZone)}` : undefined,
    query.to ? sql`${notices.createdAt} < ${dayStart(query.to, timeZone)} + interval '1 day'` : undefined,
  );
}

const selectNotices = (db: Database) =>
  db.select(columns).from(notices).leftJoin(parents, eq(parents.id, notices.parentId)).$dynamic();

/** The delivery log, newest first by default. */
export function listNotices(
  db: Database,
  query: NoticeListQuery,
  timeZone: string,
  scope: SchoolScope = null,
): Promise<ListResponse<Notice>> {
  return pagedList(query, {
    select: selectNotices(db),
    count: db.select({ n: count() }).from(notices).$dynamic(),
    where: listWhere(query, timeZone, scope),
    orderBy: orderByFor(listSpec, query.sort),
    toItems: (rows) => rows.map(toNotice),
  });
}

/** One batch of the delivery log's export, in the list's filter and order. */
export function exportNotices(
  db: Database,
  query: NoticeListQuery,
  timeZone: string,
  scope: SchoolScope = null,
): ExportReader<Notice> {
  return exportReader(
    () =>
      db
        .select({ id: notices.id })
        .from(notices)
        .where(listWhere(query, timeZone, scope))
        .orderBy(...orderByFor(listSpec, query.sort)),
    async (ids) => (await selectNotices(db).where(inArray(notices.id, ids))).map(toNotice),
  );
}

export async function findNotice(db: Database, id: string): Promise<Notice | null> {
  const [row] = await selectNotices(db).where(eq(notices.id, id));
  return row ? toNotice(row) : null;
}

/** An operator sends a failed or unsent notice again: it is due at once, with a fresh count of attempts. */
export async function retryNotice(tx: Database, id: string): Promise<{ before: Notice; after: Notice }> {
  const before = await findNotice(tx, id);
  if (!before) throw notFound();
  const [changed] = await tx
    .update(notices)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(),
      lastError: null,
      updatedAt: new Date(),
    })
    .where(and(eq(notices.id, id), inArray(notices.status, ['failed', 'unsent'])))
    .returning({ id: notices.id });
  if (!changed) throw new HttpProblem(409, 'notices.notRetryable');
  return { before, after: (await findNotice(tx, id))! };
}
