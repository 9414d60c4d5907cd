import {
  auditEntrySchema,
  idSchema,
  listResponseSchema,
  PAGE_SIZE_MAX,
} from '@rihla/shared/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../../plugins/route-registry';
import { listHistory } from './audit.service';

const historyQuerySchema = z.object({
  page: z.coerce.number('validation.number').int('validation.integer').min(1, 'validation.min').default(1),
  pageSize: z.coerce
    .number('validation.number')
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(PAGE_SIZE_MAX, 'validation.max')
    .default(20),
});

/** `GET <base>/:id/history`: the audit trail of one entity, newest first. */
export function registerHistoryRoute(
  app: FastifyInstance,
  options: { base: string; entityType: string; access: Access; tag: string },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${options.base}/:id/history`,
    {
      config: { access: options.access },
      schema: {
        tags: [options.tag],
        params: z.object({ id: idSchema }),
        querystring: historyQuerySchema,
        response: { 200: listResponseSchema(auditEntrySchema) },
      },
    },
    (request) => listHistory(app.db, options.entityType, request.params.id, request.query),
  );
}
