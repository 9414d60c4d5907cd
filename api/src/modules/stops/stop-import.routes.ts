import { placeImportResultSchema, stopImportSchema } from '@rihla/shared/contracts/place-import';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { insertInCommits } from '../../lib/insert-in-commits';
import { mutateInSteps } from '../../lib/mutate';
import { checkStopSchools, insertStops } from './stop-import.service';
import { stops } from './stops.table';

/** 10 000 stops of about 400 bytes each, with room to spare. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * Bulk import: every row checked (its schools must exist), then all stored (or none) in short
 * commits, so other requests keep being answered while it runs (ADR 0036).
 */
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
      mutateInSteps(request, reply, async () => {
        await checkStopSchools(app.db, request.body.rows);
        const imported = await insertInCommits(app.db, request, request.body.rows, {
          insert: insertStops,
          remove: async (tx, ids) => {
            await tx.delete(stops).where(inArray(stops.id, ids));
          },
        });
        return { status: 201, body: { imported } };
      }),
  );
}
