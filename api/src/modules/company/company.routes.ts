import { companySchema, companyUpdateSchema } from '@rihla/shared/contracts/company';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerHistoryRoute } from '../../lib/audit-history';
import { mutate } from '../../lib/mutate';
import { getCompany, updateCompany } from './company.service';

const tags = ['company'];

/** Every operator reads the company's details (they head printed documents); an administrator changes them. */
export async function companyRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/company',
    { config: { access: 'session' }, schema: { tags, response: { 200: companySchema } } },
    () => getCompany(app.db),
  );

  app.put(
    '/company',
    {
      config: { access: 'operators:manage' },
      schema: { tags, body: companyUpdateSchema, response: { 200: companySchema } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const { before, after } = await updateCompany(tx, request.body);
        await audit({ entityType: 'company', entityId: after.id, action: 'update', before, after });
        return { status: 200, body: after };
      }),
  );

  registerHistoryRoute(server, {
    base: '/company',
    entityType: 'company',
    access: 'operators:manage',
    tag: 'company',
  });
}
