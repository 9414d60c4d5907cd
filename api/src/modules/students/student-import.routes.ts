import { studentImportResultSchema, studentImportSchema } from '@rihla/shared/contracts/student-import';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writeAuditMany } from '../../lib/audit';
import { mutate } from '../../lib/mutate';
import { importStudents } from './student-import.service';

/** The most a bulk import body may weigh: 10 000 rows of about 300 bytes, with room to spare. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** Bulk import: every row checked, then all stored in one transaction (or none). */
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
      mutate(request, reply, async (tx) => {
        const { imported, parentsCreated, audit } = await importStudents(tx, request.body.rows);
        await writeAuditMany(tx, request, audit);
        return { status: 201, body: { imported, parentsCreated } };
      }),
  );
}
