import { placeImportResultSchema, schoolImportSchema } from '@rihla/shared/contracts/place-import';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { insertInCommits } from '../../lib/insert-in-commits';
import { mutateInSteps } from '../../lib/mutate';
import { importSchools } from './school-import.service';
import { schools } from './schools.table';

/** 10 000 schools of about 400 bytes each, with room to spare. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * Bulk import: every row checked by the contract, then all stored (or none) in short commits, so
 * other requests keep being answered while it runs (ADR 0036).
 */
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
      mutateInSteps(request, reply, async () => {
        const imported = await insertInCommits(app.db, request, request.body.rows, {
          insert: importSchools,
          remove: async (tx, ids) => {
            await tx.delete(schools).where(inArray(schools.id, ids));
          },
        });
        return { status: 201, body: { imported } };
      }),
  );
}
