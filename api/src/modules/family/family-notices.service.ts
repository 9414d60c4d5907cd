import type { FamilyNoticeList } from '@rihla/shared/contracts/family';
import { NOTICE_CHANNELS, type NoticeChannel } from '@rihla/shared/contracts/notices';
import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { notices } from '../notices/notices.table';
import { parents } from '../parents/parents.table';
import { registrationRequests } from '../registration-requests/registration-requests.table';
import { REQUESTS_SHOWN, requestOfFamily } from './family-requests.service';

/** The inbox shows the latest events; older ones stay in the console's notifications log. */
const INBOX_EVENTS = 50;
/** Rows read to make them: an event reaches a family by at most four channels. */
const ROWS_READ = INBOX_EVENTS * 4;
/** What a request's family is told before it is a parent: each notice's key is `<event>:<request id>`. */
const REQUEST_EVENTS = [
  'registration-received',
  'registration-approved',
  'registration-waitlisted',
  'registration-rejected',
] as const;

/**
 * The family's inbox: every notice queued for the parent, and those sent about their requests to
 * the contact details on the request, whatever became of the channels (an SMS that failed or a
 * channel the company has not set up still reaches them here); one item per event, worded as the
 * e-mail was when there was one (it carries the most), newest first.
 */
export async function familyNotices(db: Database, parentId: string): Promise<FamilyNoticeList> {
  const [parent] = await db.select({ phone: parents.phone }).from(parents).where(eq(parents.id, parentId));
  if (!parent) throw new Error(`parent ${parentId} vanished during its own session`);
  const requests = await db
    .select({ id: registrationRequests.id })
    .from(registrationRequests)
    .where(requestOfFamily({ id: parentId, phone: parent.phone }))
    .orderBy(desc(registrationRequests.createdAt))
    .limit(REQUESTS_SHOWN);
  const requestKeys = requests.flatMap(({ id }) => REQUEST_EVENTS.map((event) => `${event}:${id}`));
  const rows = await db
    .select({
      id: notices.id,
      eventKey: notices.eventKey,
      event: notices.event,
      channel: notices.channel,
      subject: notices.subject,
      body: notices.body,
      createdAt: notices.createdAt,
    })
    .from(notices)
    .where(
      and(
        requestKeys.length
          ? or(eq(notices.parentId, parentId), inArray(notices.eventKey, requestKeys))
          : eq(notices.parentId, parentId),
        // A sign-in link is a key, not news: it stays out of the inbox.
        ne(notices.event, 'family-sign-in-link'),
      ),
    )
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(ROWS_READ);
  const byEvent = new Map<string, { item: FamilyNoticeList['items'][number]; fromEmail: boolean }>();
  for (const row of rows) {
    const seen = byEvent.get(row.eventKey);
    if (!seen) {
      if (byEvent.size === INBOX_EVENTS) continue;
      byEvent.set(row.eventKey, {
        item: {
          id: row.id,
          event: row.event,
          subject: row.subject,
          body: row.body,
          at: row.createdAt.toISOString(),
          channels: [row.channel],
        },
        fromEmail: row.channel === 'email',
      });
      continue;
    }
    seen.item.channels.push(row.channel);
    if (row.channel === 'email' && !seen.fromEmail) {
      Object.assign(seen.item, { subject: row.subject, body: row.body });
      seen.fromEmail = true;
    }
  }
  const channelOrder = (channel: NoticeChannel) => NOTICE_CHANNELS.indexOf(channel);
  return {
    items: [...byEvent.values()].map(({ item }) => ({
      ...item,
      channels: item.channels.toSorted((a, b) => channelOrder(a) - channelOrder(b)),
    })),
  };
}
