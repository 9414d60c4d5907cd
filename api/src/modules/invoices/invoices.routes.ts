import {
  invoiceListQuerySchema,
  invoiceRunResultSchema,
  invoiceRunSchema,
  invoiceSchema,
} from '@rihla/shared/contracts/invoices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerListRoutes } from '../../lib/list-routes';
import { mutateInSteps } from '../../lib/mutate';
import { previewInvoiceRun, RUN_CHUNK_PARENTS, runInvoicesInChunks } from './invoice-run.service';
import { INVOICES_EXPORT } from './invoices.export';
import { exportInvoices, listInvoices } from './invoices.service';

const tags = ['finance'];

/** The monthly invoice run (audited) and the invoices it made. */
export async function invoicesRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const read = { access: 'finance:read' as const };
  const write = { access: 'finance:write' as const };

  app.post(
    '/invoice-runs',
    { config: write, schema: { tags, body: invoiceRunSchema, response: { 200: invoiceRunResultSchema } } },
    // Commits in chunks of parents, audited as it goes (ADR 0044).
    (request, reply) =>
      mutateInSteps(request, reply, async () => ({
        status: 200,
        body: await runInvoicesInChunks(
          app.db,
          request,
          request.body.month,
          app.config.INVOICE_RUN_CHUNK_PARENTS ?? RUN_CHUNK_PARENTS[app.database.kind],
        ),
      })),
  );
  app.get(
    '/invoice-runs/preview',
    {
      config: write,
      schema: { tags, querystring: invoiceRunSchema, response: { 200: invoiceRunResultSchema } },
    },
    (request) => previewInvoiceRun(app.db, request.query.month),
  );
  registerListRoutes(server, {
    path: '/invoices',
    tags,
    access: read.access,
    querystring: invoiceListQuerySchema,
    item: invoiceSchema,
    list: (query, scope) => listInvoices(app.db, query, scope),
    exportSpec: INVOICES_EXPORT,
    exportReader: (query, scope) => exportInvoices(app.db, query, scope),
  });
}
