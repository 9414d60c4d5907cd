import { idSchema } from '@rihla/shared/contracts/common';
import {
  zatcaOnboardInputSchema,
  zatcaOnboardingSchema,
  zatcaRejectedDocumentSchema,
} from '@rihla/shared/contracts/zatca';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mutate } from '../../lib/mutate';
import { HttpProblem } from '../../lib/problem';
import { scopeOf } from '../../lib/school-scope';
import { documentXml, rejectedDocuments } from './zatca.service';
import { onboard, onboardingView } from './zatca-onboarding.service';
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
    '/zatca-documents/rejected',
    {
      config: { access: 'finance:read' as const },
      schema: { tags, response: { 200: z.object({ items: z.array(zatcaRejectedDocumentSchema) }) } },
    },
    async (request) => ({ items: await rejectedDocuments(app.db, scopeOf(request)) }),
  );
  app.get(
    '/zatca/onboarding',
    {
      config: { access: 'operators:manage' as const },
      schema: { tags, response: { 200: zatcaOnboardingSchema } },
    },
    () => onboardingView(app.db, app.config),
  );
  // ZATCA is called before the transaction: only the final write (key, certificate, CSID) is in it.
  app.post(
    '/zatca/onboarding',
    {
      config: { access: 'operators:manage' as const },
      schema: { tags, body: zatcaOnboardInputSchema, response: { 200: zatcaOnboardingSchema } },
    },
    async (request, reply) => {
      const write = await onboard(app.db, app.config, request.body);
      await mutate(request, reply, async (tx, audit) => {
        await write(tx, audit);
        return { status: 200, body: await onboardingView(tx, app.config) };
      });
    },
  );
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
