import { studentImportResultSchema, studentImportSchema } from '@rihla/shared/contracts/student-import';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mutateInSteps } from '../../lib/mutate';
import { importStudents } from './student-import.service';

/** The most a bulk import body may weigh: 10 000 rows of about 300 bytes, with room to spare. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * Bulk import: every row checked, then all stored (or none) in short chunked commits, so that
 * other requests keep being answered while it runs.
 */
export async function studentImportRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/students/import',
    {
      config: { access: 'families:write' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags: ['students'], body: studentImportSchema, response: { 201: studentImportResultSchema } },
    },
    (request, reply) =>
      mutateInSteps(request, reply, async () => ({
        status: 201,
        body: await importStudents(app.db, request, request.body.rows, app.operatorsToday()),
      })),
  );
}
