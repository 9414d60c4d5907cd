import type { Agent } from 'node:https';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import webPush, { WebPushError } from 'web-push';
import type { Database } from '../../../db/types';
import { pushDeliveries, pushSubscriptions } from '../push.table';
import type { VapidDetails } from '../vapid-keys';
import { NoticeUnreachable, type OutgoingNotice, type SendNotice } from './channel';

/** How long a phone's claim on a notice holds before another attempt may take it (a worker died). */
const CLAIM_MS = 60_000;
/** How long a push service keeps a message for a phone that is off: a day, an hour for a child on the road. */
const TTL_SECONDS = 86_400;
const SAFETY_TTL_SECONDS = 3_600;

/** What the app's service worker receives and shows (`family` build's `sw.js`). */
export interface PushPayload {
  title: string;
  body: string;
  /** The app's inbox in the notice's language. */
  url: string;
  /** The notice's id: the phone shows one notification per notice, however often it arrives. */
  tag: string;
}

export const inboxUrl = (language: string) => (language === 'en' ? '/en/family#inbox' : '/family#inbox');

export interface PushChannelOptions {
  vapid: () => Promise<VapidDetails>;
  /** A push service's answer may take this long. */
  timeoutMs?: number;
  /** The TLS agent of the requests (tests trust their local push service with it). */
  agent?: Agent;
}

/** Claims (notice, phone) unless it was sent, or another attempt holds a live claim on it. */
async function claim(db: Database, noticeId: string, subscriptionId: string): Promise<boolean> {
  const claimedUntil = new Date(Date.now() + CLAIM_MS);
  const claimed = await db
    .insert(pushDeliveries)
    .values({ noticeId, subscriptionId, claimedUntil })
    .onConflictDoUpdate({
      target: [pushDeliveries.noticeId, pushDeliveries.subscriptionId],
      set: { claimedUntil },
      setWhere: and(isNull(pushDeliveries.sentAt), lt(pushDeliveries.claimedUntil, sql`now()`)),
    })
    .returning({ noticeId: pushDeliveries.noticeId });
  return claimed.length > 0;
}

const deliveryOf = (noticeId: string, subscriptionId: string) =>
  and(eq(pushDeliveries.noticeId, noticeId), eq(pushDeliveries.subscriptionId, subscriptionId));

/**
 * Web push (VAPID, RFC 8030/8291/8292 through the `web-push` library) to every phone where the
 * notice's parent turned notifications on. Each phone is claimed before it is sent to and marked
 * after, so a retry (because another phone refused) or a second worker never sends a notice to a
 * phone twice; the message's Topic is the notice's id too, so a push service replaces a copy it
 * still holds rather than delivering both. A phone the push service calls gone (404, 410) is
 * deleted; any other refusal is counted on the phone and fails the attempt, to be retried for the
 * phones that did not get it. A parent with no phone left: not sent, "notices.noPushSubscription".
 */
export function pushChannel(db: Database, options: PushChannelOptions): SendNotice {
  return async (notice: OutgoingNotice) => {
    if (!notice.parentId) throw new NoticeUnreachable('notices.noPushSubscription');
    const phones = await db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.parentId, notice.parentId));
    if (phones.length === 0) throw new NoticeUnreachable('notices.noPushSubscription');
    const vapidDetails = await options.vapid();
    const payload: PushPayload = {
      title: notice.subject,
      body: notice.body,
      url: inboxUrl(notice.language),
      tag: notice.id,
    };
    const refusals: string[] = [];
    for (const phone of phones) {
      if (!(await claim(db, notice.id, phone.id))) continue;
      try {
        await webPush.sendNotification(
          { endpoint: phone.endpoint, keys: { p256dh: phone.p256dh, auth: phone.auth } },
          JSON.stringify(payload),
          {
            vapidDetails,
            TTL: notice.safety ? SAFETY_TTL_SECONDS : TTL_SECONDS,
            urgency: notice.safety ? 'high' : 'normal',
            topic: notice.id.replaceAll('-', ''),
            timeout: options.timeoutMs ?? 15_000,
            ...(options.agent ? { agent: options.agent } : {}),
          },
        );
        await db.update(pushDeliveries).set({ sentAt: new Date() }).where(deliveryOf(notice.id, phone.id));
        await db
          .update(pushSubscriptions)
          .set({ lastSuccessAt: new Date(), failureCount: 0, lastError: null })
          .where(eq(pushSubscriptions.id, phone.id));
      } catch (error) {
        const status = error instanceof WebPushError ? error.statusCode : null;
        if (status === 404 || status === 410) {
          // The browser dropped the subscription (the app's notifications turned off, or the app removed).
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, phone.id));
          continue;
        }
        const reason = (
          status
            ? `HTTP ${status}: ${(error as WebPushError).body}`
            : String((error as Error).message ?? error)
        ).slice(0, 300);
        refusals.push(reason);
        await db.delete(pushDeliveries).where(deliveryOf(notice.id, phone.id));
        await db
          .update(pushSubscriptions)
          .set({ failureCount: sql`${pushSubscriptions.failureCount} + 1`, lastError: reason })
          .where(eq(pushSubscriptions.id, phone.id));
      }
    }
    if (refusals.length > 0) throw new Error(refusals.join('; '));
    const left = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .leftJoin(
        pushDeliveries,
        and(eq(pushDeliveries.subscriptionId, pushSubscriptions.id), eq(pushDeliveries.noticeId, notice.id)),
      )
      .where(
        and(
          eq(pushSubscriptions.parentId, notice.parentId),
          or(isNull(pushDeliveries.noticeId), isNull(pushDeliveries.sentAt)),
        ),
      );
    // Every phone was gone: nobody to tell.
    if (left.length === 0 && !(await sentToAny(db, notice.id))) {
      throw new NoticeUnreachable('notices.noPushSubscription');
    }
    // A phone another attempt still holds: this attempt is not the one that completes the notice.
    if (left.length > 0) throw new Error('push: a phone is still being sent to');
  };
}

async function sentToAny(db: Database, noticeId: string): Promise<boolean> {
  const [row] = await db
    .select({ noticeId: pushDeliveries.noticeId })
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.noticeId, noticeId), sql`${pushDeliveries.sentAt} is not null`))
    .limit(1);
  return Boolean(row);
}
