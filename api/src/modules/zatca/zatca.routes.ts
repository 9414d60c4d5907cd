import { idSchema } from '@rihla/shared/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem } from '../../lib/problem';
import { documentXml } from './zatca.service';
import { printedTaxDocument } from './zatca-print.service';
import { sendPrinted } from './zatca-print-reply';

const tags = ['finance'];
const params = z.object({ id: idSchema });

/**
 * The issued tax documents (ADR 0052): each one's signed UBL XML, as ZATCA receives it, and its
 * printed A4 page (ADR 0059) as the console prints it and as PDF.
 */
export async function zatcaRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/zatca-documents/:id/xml',
    { config: { access: 'finance:read' as const }, schema: { tags, params } },
    async (request, reply) => {
      const xml = await documentXml(app.db, request.params.id);
      if (xml === null) throw new HttpProblem(404, 'not-found');
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `inline; filename="${request.params.id}.xml"`)
        .send(xml);
    },
  );
  app.get(
    '/zatca-documents/:id/print',
    { config: { access: 'finance:read' as const }, schema: { tags, params } },
    async (request, reply) =>
      sendPrinted(app, reply, await printedTaxDocument(app.db, request.params.id), 'html'),
  );
  app.get(
    '/zatca-documents/:id/pdf',
    { config: { access: 'finance:read' as const }, schema: { tags, params } },
    async (request, reply) =>
      sendPrinted(app, reply, await printedTaxDocument(app.db, request.params.id), 'pdf'),
  );
}
