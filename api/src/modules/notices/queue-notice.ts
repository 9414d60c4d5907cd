import {
  AT_ONCE_EVENTS,
  NOTICE_CHANNELS,
  type NoticeChannel,
  type NoticeEvent,
} from '@rihla/shared/contracts/notices';
import type { Locale } from '@rihla/shared/routes/route-table';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { parents } from '../parents/parents.table';
import { emailSignature } from './email-signature';
import { templateFor } from './notice-templates.service';
import { noticePreferences, notices } from './notices.table';
import { pushSubscriptions } from './push.table';
import { renderTemplate } from './render-template';

/**
 * A parent without preferences is told by e-mail (when it has an address), SMS, and push on the
 * phones where they turned the app's notifications on (none until they do).
 */
export const DEFAULT_CHANNELS: NoticeChannel[] = ['email', 'sms', 'push'];

/** Who is told, and how they can be reached. */
export interface NoticeRecipient {
  /** `parent:<id>` or `request:<id>`. */
  key: string;
  parentId: string | null;
  email: string | null;
  phone: string;
  channels: readonly NoticeChannel[];
  language: Locale;
}

export interface NoticeOf {
  event: NoticeEvent;
  /** The event's identity: queuing the same key again for the same recipient does nothing. */
  eventKey: string;
  tripId?: string | null;
  /** A value per name; one given in both languages is taken in the recipient's. */
  variables: Record<string, string | Record<Locale, string>>;
}

function inLanguage(variables: NoticeOf['variables'], language: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : value[language],
    ]),
  );
}

/**
 * Writes the notices of one event for one recipient, one per channel they can be reached on, in the
 * caller's transaction (so they exist exactly when the event does). Answers how many were new.
 */
export function queueNotice(tx: Database, recipient: NoticeRecipient, notice: NoticeOf): Promise<number> {
  return queueNotices(tx, [{ recipient, notice }]);
}

/** Notice rows written per statement. */
const NOTICES_PER_INSERT = 500;

/**
 * `queueNotice` for many recipients at once (an invoice run's chunk): each template and e-mail
 * signature is read once per language, and the rows are written in a few statements.
 */
export async function queueNotices(
  tx: Database,
  items: readonly { recipient: NoticeRecipient; notice: NoticeOf }[],
): Promise<number> {
  const templates = new Map<string, Promise<{ subject: string; body: string }>>();
  const signatures = new Map<Locale, Promise<string>>();
  const once = <K, V>(cache: Map<K, Promise<V>>, key: K, read: () => Promise<V>) => {
    if (!cache.has(key)) cache.set(key, read());
    return cache.get(key)!;
  };
  const rows: (typeof notices.$inferInsert)[] = [];
  for (const { recipient, notice } of items) {
    const { language } = recipient;
    const template = await once(templates, `${notice.event}:${language}`, () =>
      templateFor(tx, notice.event, language),
    );
    const variables = inLanguage(notice.variables, language);
    const subject = renderTemplate(template.subject, variables, language);
    const body = renderTemplate(template.body, variables, language);
    const signature =
      recipient.channels.includes('email') && recipient.email
        ? await once(signatures, language, () => emailSignature(tx, language))
        : '';
    for (const channel of NOTICE_CHANNELS) {
      // Push goes to the phones the family's app signs in with: its row names that phone number.
      const address = channel === 'email' ? recipient.email : recipient.phone;
      if (!recipient.channels.includes(channel) || !address) continue;
      // Push reaches a parent's phones only (a crew member or a request's family has none).
      if (channel === 'push' && !recipient.parentId) continue;
      rows.push({
        eventKey: notice.eventKey,
        event: notice.event,
        recipientKey: recipient.key,
        parentId: recipient.parentId,
        tripId: notice.tripId ?? null,
        channel,
        address,
        language,
        subject,
        body: channel === 'email' ? `${body}${signature}` : body,
        safety: AT_ONCE_EVENTS.includes(notice.event),
      });
    }
  }
  let inserted = 0;
  for (let start = 0; start < rows.length; start += NOTICES_PER_INSERT) {
    const batch = rows.slice(start, start + NOTICES_PER_INSERT);
    inserted += (await tx.insert(notices).values(batch).onConflictDoNothing().returning({ id: notices.id }))
      .length;
  }
  return inserted;
}

/** A parent as a recipient, with their preferences (or the defaults) and whether a phone takes push. */
export async function parentRecipient(tx: Database, parentId: string): Promise<NoticeRecipient | null> {
  return (await parentRecipients(tx, [parentId])).get(parentId) ?? null;
}

/** `parentRecipient` for many parents in one query, by parent id (a parent not found is left out). */
export async function parentRecipients(
  tx: Database,
  parentIds: readonly string[],
): Promise<Map<string, NoticeRecipient>> {
  const recipients = new Map<string, NoticeRecipient>();
  if (parentIds.length === 0) return recipients;
  const rows = await tx
    .select({
      id: parents.id,
      email: parents.email,
      phone: parents.phone,
      channels: noticePreferences.channels,
      language: noticePreferences.language,
      hasPushPhone: sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.parentId} = ${parents.id})`,
    })
    .from(parents)
    .leftJoin(noticePreferences, eq(noticePreferences.parentId, parents.id))
    .where(inArray(parents.id, [...new Set(parentIds)]));
  for (const row of rows) {
    recipients.set(row.id, {
      key: `parent:${row.id}`,
      parentId: row.id,
      email: row.email,
      phone: row.phone,
      // Push only when a phone has the app's notifications on: no row for a parent with none.
      channels: (row.channels ?? DEFAULT_CHANNELS).filter(
        (channel) => channel !== 'push' || row.hasPushPhone,
      ),
      language: row.language ?? 'ar',
    });
  }
  return recipients;
}

/** Gives a parent who has no preferences yet a language (e.g. the one their registration was made in). */
export async function settleParentLanguage(tx: Database, parentId: string, language: Locale): Promise<void> {
  await tx
    .insert(noticePreferences)
    .values({ parentId, channels: DEFAULT_CHANNELS, language })
    .onConflictDoNothing();
}
