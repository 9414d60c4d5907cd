import {
  NOTICE_CHANNELS,
  type NoticeChannel,
  type NoticeEvent,
  SAFETY_EVENTS,
} from '@rihla/shared/contracts/notices';
import type { Locale } from '@rihla/shared/routes/route-table';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { parents } from '../parents/parents.table';
import { emailSignature } from './email-signature';
import { templateFor } from './notice-templates.service';
import { noticePreferences, notices } from './notices.table';
import { renderTemplate } from './render-template';

/** A parent without preferences is told by e-mail (when it has an address) and SMS. */
export const DEFAULT_CHANNELS: NoticeChannel[] = ['email', 'sms'];

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
export async function queueNotice(
  tx: Database,
  recipient: NoticeRecipient,
  notice: NoticeOf,
): Promise<number> {
  const template = await templateFor(tx, notice.event, recipient.language);
  const variables = inLanguage(notice.variables, recipient.language);
  const subject = renderTemplate(template.subject, variables, recipient.language);
  const body = renderTemplate(template.body, variables, recipient.language);
  const signature =
    recipient.channels.includes('email') && recipient.email
      ? await emailSignature(tx, recipient.language)
      : '';
  const rows = NOTICE_CHANNELS.filter((channel) => recipient.channels.includes(channel)).flatMap(
    (channel) => {
      const address = channel === 'email' ? recipient.email : recipient.phone;
      if (!address) return [];
      return [
        {
          eventKey: notice.eventKey,
          event: notice.event,
          recipientKey: recipient.key,
          parentId: recipient.parentId,
          tripId: notice.tripId ?? null,
          channel,
          address,
          language: recipient.language,
          subject,
          body: channel === 'email' ? `${body}${signature}` : body,
          safety: SAFETY_EVENTS.includes(notice.event),
        },
      ];
    },
  );
  if (rows.length === 0) return 0;
  const inserted = await tx.insert(notices).values(rows).onConflictDoNothing().returning({ id: notices.id });
  return inserted.length;
}

/** A parent as a recipient, with their preferences (or the defaults). */
export async function parentRecipient(tx: Database, parentId: string): Promise<NoticeRecipient | null> {
  const [row] = await tx
    .select({
      email: parents.email,
      phone: parents.phone,
      channels: noticePreferences.channels,
      language: noticePreferences.language,
    })
    .from(parents)
    .leftJoin(noticePreferences, eq(noticePreferences.parentId, parents.id))
    .where(eq(parents.id, parentId));
  if (!row) return null;
  return {
    key: `parent:${parentId}`,
    parentId,
    email: row.email,
    phone: row.phone,
    channels: row.channels ?? DEFAULT_CHANNELS,
    language: row.language ?? 'ar',
  };
}

/** Gives a parent who has no preferences yet a language (e.g. the one their registration was made in). */
export async function settleParentLanguage(tx: Database, parentId: string, language: Locale): Promise<void> {
  await tx
    .insert(noticePreferences)
    .values({ parentId, channels: DEFAULT_CHANNELS, language })
    .onConflictDoNothing();
}
