import {
  reportSendQuerySchema,
  reportSendSchema,
  scheduledReportInputSchema,
  scheduledReportSchema,
} from '@rihla/shared/contracts/scheduled-reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/resource-routes';
import {
  createScheduledReport,
  deleteScheduledReport,
  getScheduledReport,
  listReportSends,
  listScheduledReports,
  sendReportNow,
  updateScheduledReport,
} from './scheduled-reports.service';

const tags = ['scheduled-reports'];

/** Reports e-mailed on a schedule, "send now", and the log of what went to whom (ADR 0065). */
export async function scheduledReportsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'reports:manage' as const };

  app.get(
    '/scheduled-reports',
    { config, schema: { tags, response: { 200: z.array(scheduledReportSchema) } } },
    () => listScheduledReports(app.db),
  );
  app.post(
    '/scheduled-reports',
    {
      config,
      schema: { tags, body: scheduledReportInputSchema, response: { 201: scheduledReportSchema } },
    },
    async (request, reply) => reply.code(201).send(await createScheduledReport(app.db, request.body)),
  );
  app.get(
    '/scheduled-reports/sends',
    {
      config,
      schema: { tags, querystring: reportSendQuerySchema, response: { 200: z.array(reportSendSchema) } },
    },
    (request) => listReportSends(app.db, request.query),
  );
  app.get(
    '/scheduled-reports/:id',
    { config, schema: { tags, params: idParams, response: { 200: scheduledReportSchema } } },
    (request) => getScheduledReport(app.db, request.params.id),
  );
  app.put(
    '/scheduled-reports/:id',
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: scheduledReportInputSchema,
        response: { 200: scheduledReportSchema },
      },
    },
    (request) => updateScheduledReport(app.db, request.params.id, request.body),
  );
  app.delete(
    '/scheduled-reports/:id',
    { config, schema: { tags, params: idParams } },
    async (request, reply) => {
      await deleteScheduledReport(app.db, request.params.id);
      return reply.code(204).send();
    },
  );
  app.post(
    '/scheduled-reports/:id/send',
    { config, schema: { tags, params: idParams, response: { 201: reportSendSchema } } },
    async (request, reply) =>
      reply.code(201).send(await sendReportNow(app.db, request.params.id, request.auth?.operator.id ?? null)),
  );
}
