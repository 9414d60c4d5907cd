import { placeImportResultSchema, stopImportSchema } from '@rihla/shared/contracts/place-import';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writeAuditMany } from '../../lib/audit';
import { mutate } from '../../lib/mutate';
import { importStops } from './stop-import.service';

/** 10 000 stops of about 400 bytes each, with room to spare. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** Bulk import: every row checked (its schools must exist), then all stored in one transaction (or none). */
export async function stopImportRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/stops/import',
    {
      config: { access: 'places:write' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags: ['stops'], body: stopImportSchema, response: { 201: placeImportResultSchema } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx) => {
        const audit = await importStops(tx, request.body.rows);
        await writeAuditMany(tx, request, audit);
        return { status: 201, body: { imported: audit.length } };
      }),
  );
}
