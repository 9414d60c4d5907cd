import { noticeListQuerySchema, noticeSchema } from '@rihla/shared/contracts/notices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerListRoutes } from '../../lib/list-routes';
import { mutate } from '../../lib/mutate';
import { notFound } from '../../lib/problem';
import { idParams } from '../../lib/resource-routes';
import { NOTICES_EXPORT } from './notices.export';
import { exportNotices, findNotice, listNotices, retryNotice } from './notices.service';

const tags = ['notices'];

/** The delivery log of parents' notices, and an operator's retry of one that did not go out. */
export async function noticesRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  // "From" and "to" are the operators' days.
  const timeZone = app.config.TIME_ZONE;

  registerListRoutes(server, {
    path: '/notices',
    tags,
    access: 'families:read',
    querystring: noticeListQuerySchema,
    item: noticeSchema,
    list: (query, scope) => listNotices(app.db, query, timeZone, scope),
    exportSpec: NOTICES_EXPORT,
    exportReader: (query, scope) => exportNotices(app.db, query, timeZone, scope),
  });

  app.get(
    '/notices/:id',
    {
      config: { access: 'families:read' },
      schema: { tags, params: idParams, response: { 200: noticeSchema } },
    },
    async (request) => {
      const found = await findNotice(app.db, request.params.id);
      if (!found) throw notFound();
      return found;
    },
  );

  app.post(
    '/notices/:id/retry',
    {
      config: { access: 'families:write' },
      schema: { tags, params: idParams, response: { 200: noticeSchema } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const { before, after } = await retryNotice(tx, request.params.id);
        await audit({ entityType: 'notice', entityId: after.id, action: 'transition', before, after });
        return { status: 200, body: after };
      }),
  );
}
