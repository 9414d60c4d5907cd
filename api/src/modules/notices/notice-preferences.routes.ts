import { noticePreferencesInputSchema, noticePreferencesSchema } from '@rihla/shared/contracts/notices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mutate } from '../../lib/mutate';
import { notFound } from '../../lib/problem';
import { idParams } from '../../lib/resource-routes';
import { findNoticePreferences, saveNoticePreferences } from './notice-preferences.service';

const tags = ['notices'];

/** How each parent wants to be told: channels, language, quiet hours and "bus near" minutes. */
export async function noticePreferencesRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/parents/:id/notice-preferences',
    {
      config: { access: 'families:read' },
      schema: { tags, params: idParams, response: { 200: noticePreferencesSchema } },
    },
    async (request) => {
      const found = await findNoticePreferences(app.db, request.params.id);
      if (!found) throw notFound();
      return found;
    },
  );

  app.put(
    '/parents/:id/notice-preferences',
    {
      config: { access: 'families:write' },
      schema: {
        tags,
        params: idParams,
        body: noticePreferencesInputSchema,
        response: { 200: noticePreferencesSchema },
      },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const { before, after } = await saveNoticePreferences(tx, request.params.id, request.body);
        await audit({
          entityType: 'notice-preferences',
          entityId: after.parentId,
          action: before.version === 0 ? 'create' : 'update',
          before: before.version === 0 ? null : before,
          after,
        });
        return { status: 200, body: after };
      }),
  );
}
