import { idSchema } from '@rihla/shared/contracts/common';
import { absenceInputSchema, absenceSchema } from '@rihla/shared/contracts/students';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mutate } from '../../lib/mutate';
import { notFound } from '../../lib/problem';
import { idParams } from '../../lib/resource-routes';
import { addAbsence, listAbsences, removeAbsence } from './student-absences.service';
import { findStudent } from './students.service';

const absenceParams = z.object({ id: idSchema, absenceId: idSchema });

/** Days a student does not ride (trips' rider lists leave them out). */
export async function studentAbsencesRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['students'];

  app.get(
    '/students/:id/absences',
    {
      config: { access: 'students:read' },
      schema: { tags, params: idParams, response: { 200: z.array(absenceSchema) } },
    },
    async (request) => {
      if (!(await findStudent(app.db, request.params.id))) throw notFound();
      return listAbsences(app.db, request.params.id);
    },
  );

  app.post(
    '/students/:id/absences',
    {
      config: { access: 'families:write' },
      schema: { tags, params: idParams, body: absenceInputSchema, response: { 201: absenceSchema } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        if (!(await findStudent(tx, request.params.id))) throw notFound();
        const absence = await addAbsence(tx, request.params.id, request.body);
        await audit({
          entityType: 'student',
          entityId: request.params.id,
          action: 'update',
          before: null,
          after: { absence },
        });
        return { status: 201, body: absence };
      }),
  );

  app.delete(
    '/students/:id/absences/:absenceId',
    { config: { access: 'families:write' }, schema: { tags, params: absenceParams } },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const removed = await removeAbsence(tx, request.params.id, request.params.absenceId);
        if (!removed) throw notFound();
        await audit({
          entityType: 'student',
          entityId: request.params.id,
          action: 'update',
          before: { absence: removed },
          after: null,
        });
        return { status: 204 };
      }),
  );
}
