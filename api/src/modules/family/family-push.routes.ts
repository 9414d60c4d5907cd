import {
  FAMILY_NOTICE_CHANNELS,
  type FamilyNoticePreferences,
  familyNoticePreferencesInputSchema,
  familyNoticePreferencesSchema,
  familyPushKeySchema,
  familyPushSubscriptionInputSchema,
  familyPushUnsubscribeSchema,
} from '@rihla/shared/contracts/family';
import type { NoticePreferences } from '@rihla/shared/contracts/notices';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writeAudit } from '../../lib/audit';
import { notFound } from '../../lib/problem';
import { findNoticePreferences, saveNoticePreferences } from '../notices/notice-preferences.service';
import { pushSubscriptions } from '../notices/push.table';
import { vapidDetailsOnce } from '../notices/vapid-keys';
import { parents } from '../parents/parents.table';
import type { FamilyAuth } from './family-auth.service';

const tags = ['family'];

interface SignedIn {
  signedIn: { config: { access: 'public' }; onRequest: (request: FastifyRequest) => Promise<void> };
  authOf: (request: FastifyRequest) => FamilyAuth;
}

const isFamilyChannel = (channel: string): channel is (typeof FAMILY_NOTICE_CHANNELS)[number] =>
  (FAMILY_NOTICE_CHANNELS as readonly string[]).includes(channel);

function familyView(preferences: NoticePreferences, hasEmail: boolean): FamilyNoticePreferences {
  return {
    channels: preferences.channels.filter(isFamilyChannel),
    nearMinutes: preferences.nearMinutes,
    hasEmail,
    version: preferences.version,
  };
}

/**
 * Web push and the parent's own notice preferences in the families' app (ADR 0074): the VAPID key
 * a phone subscribes with, the phone's subscription (added, or removed when the parent turns the
 * phone's notifications off), and the channels and "bus near" minutes the console's parent page
 * keeps, the same record and version.
 */
export function familyPushRoutes(server: FastifyInstance, { signedIn, authOf }: SignedIn) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const vapid = vapidDetailsOnce(app.db, app.config);

  app.get(
    '/family/push-key',
    { ...signedIn, schema: { tags, response: { 200: familyPushKeySchema } } },
    async () => ({ publicKey: (await vapid()).publicKey }),
  );

  app.post(
    '/family/push-subscriptions',
    { ...signedIn, schema: { tags, body: familyPushSubscriptionInputSchema } },
    async (request, reply) => {
      const parentId = authOf(request).parent.id;
      const { endpoint, keys, label } = request.body;
      const fields = {
        parentId,
        p256dh: keys.p256dh,
        auth: keys.auth,
        label: label || null,
        failureCount: 0,
        lastError: null,
      };
      // The same phone again (or signed in by another parent since): its row, now this parent's.
      await app.db
        .insert(pushSubscriptions)
        .values({ endpoint, ...fields })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: fields });
      return reply.code(204).send();
    },
  );

  app.delete(
    '/family/push-subscriptions',
    { ...signedIn, schema: { tags, body: familyPushUnsubscribeSchema } },
    async (request, reply) => {
      const removed = await app.db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.endpoint, request.body.endpoint),
            eq(pushSubscriptions.parentId, authOf(request).parent.id),
          ),
        )
        .returning({ id: pushSubscriptions.id });
      // Another family's phone is not found, never forbidden.
      if (removed.length === 0) throw notFound();
      return reply.code(204).send();
    },
  );

  const hasEmail = async (parentId: string) => {
    const [row] = await app.db.select({ email: parents.email }).from(parents).where(eq(parents.id, parentId));
    return Boolean(row?.email);
  };

  app.get(
    '/family/notice-preferences',
    { ...signedIn, schema: { tags, response: { 200: familyNoticePreferencesSchema } } },
    async (request, reply) => {
      const parentId = authOf(request).parent.id;
      reply.header('cache-control', 'private, no-store');
      const preferences = await findNoticePreferences(app.db, parentId);
      if (!preferences) throw notFound();
      return familyView(preferences, await hasEmail(parentId));
    },
  );

  app.put(
    '/family/notice-preferences',
    {
      ...signedIn,
      schema: {
        tags,
        body: familyNoticePreferencesInputSchema,
        response: { 200: familyNoticePreferencesSchema },
      },
    },
    async (request) => {
      const parentId = authOf(request).parent.id;
      const { channels, nearMinutes, version } = request.body;
      const after = await app.db.transaction(async (tx) => {
        const current = await findNoticePreferences(tx, parentId);
        if (!current) throw notFound();
        // WhatsApp, the language and quiet hours stay as the office set them.
        const kept = current.channels.filter((channel) => !isFamilyChannel(channel));
        const saved = await saveNoticePreferences(tx, parentId, {
          channels: [...kept, ...new Set(channels)],
          language: current.language,
          quietFrom: current.quietFrom,
          quietUntil: current.quietUntil,
          nearMinutes,
          version,
        });
        await writeAudit(tx, request, {
          entityType: 'notice-preferences',
          entityId: parentId,
          action: saved.before.version === 0 ? 'create' : 'update',
          before: saved.before.version === 0 ? null : saved.before,
          after: saved.after,
        });
        return saved.after;
      });
      return familyView(after, await hasEmail(parentId));
    },
  );
}
