import {
  noticeTemplateInputSchema,
  noticeTemplateParamsSchema,
  noticeTemplateSchema,
  noticeTemplateTextSchema,
} from '@rihla/shared/contracts/notices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mutate } from '../../lib/mutate';
import {
  findNoticeTemplate,
  listNoticeTemplates,
  previewNoticeTemplate,
  saveNoticeTemplate,
} from './notice-templates.service';

const tags = ['notices'];
const manage = { access: 'operators:manage' as const };

/** The wording of parents' notices per event and language, edited by administrators. */
export async function noticeTemplatesRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notice-templates',
    { config: manage, schema: { tags, response: { 200: z.array(noticeTemplateSchema) } } },
    () => listNoticeTemplates(app.db),
  );
  app.get(
    '/notice-templates/:event/:language',
    {
      config: manage,
      schema: { tags, params: noticeTemplateParamsSchema, response: { 200: noticeTemplateSchema } },
    },
    (request) => findNoticeTemplate(app.db, request.params.event, request.params.language),
  );
  app.post(
    '/notice-templates/:event/:language/preview',
    {
      config: manage,
      schema: {
        tags,
        params: noticeTemplateParamsSchema,
        body: noticeTemplateTextSchema,
        response: { 200: noticeTemplateTextSchema },
      },
    },
    (request) => previewNoticeTemplate(request.params.event, request.params.language, request.body),
  );
  app.put(
    '/notice-templates/:event/:language',
    {
      config: manage,
      schema: {
        tags,
        params: noticeTemplateParamsSchema,
        body: noticeTemplateInputSchema,
        response: { 200: noticeTemplateSchema },
      },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const { event, language } = request.params;
        const { before, after } = await saveNoticeTemplate(tx, event, language, request.body);
        await audit({
          entityType: 'notice-template',
          entityId: `${event}:${language}`,
          action: before.edited ? 'update' : 'create',
          before: before.edited ? before : null,
          after,
        });
        return { status: 200, body: after };
      }),
  );
}
