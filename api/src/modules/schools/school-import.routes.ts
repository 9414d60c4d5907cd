import { placeImportResultSchema, schoolImportSchema } from '@rihla/shared/contracts/place-import';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writeAuditMany } from '../../lib/audit';
import { mutate } from '../../lib/mutate';
import { importSchools } from './school-import.service';

/** 10 000 schools of about 400 bytes each, with room to spare. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** Bulk import: every row checked by the contract, then all stored in one transaction (or none). */
export async function schoolImportRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/schools/import',
    {
      config: { access: 'places:write' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags: ['schools'], body: schoolImportSchema, response: { 201: placeImportResultSchema } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx) => {
        const audit = await importSchools(tx, request.body.rows);
        await writeAuditMany(tx, request, audit);
        return { status: 201, body: { imported: audit.length } };
      }),
  );
}
