import { idSchema } from '@rihla/shared/contracts/common';
import { studentImportResultSchema, studentImportSchema } from '@rihla/shared/contracts/student-import';
import {
  absenceInputSchema,
  absenceSchema,
  type Student,
  studentInputSchema,
  studentListQuerySchema,
  studentSchema,
  studentUpdateSchema,
} from '@rihla/shared/contracts/students';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAuditMany } from '../../lib/audit';
import type { CsvColumn } from '../../lib/csv';
import { mutate } from '../../lib/mutate';
import { notFound } from '../../lib/problem';
import { idParams, registerResourceRoutes } from '../../lib/resource-routes';
import { importStudents } from './student-import.service';
import {
  addAbsence,
  createStudent,
  deleteStudent,
  exportStudents,
  findStudent,
  listAbsences,
  listStudents,
  removeAbsence,
  updateStudent,
} from './students.service';

const CSV_COLUMNS: CsvColumn<Student>[] = [
  { header: 'nameAr', value: (s) => s.nameAr },
  { header: 'nameEn', value: (s) => s.nameEn },
  { header: 'school', value: (s) => s.school.nameAr },
  { header: 'grade', value: (s) => s.grade },
  { header: 'homeStop', value: (s) => s.homeStop?.nameAr },
  { header: 'parent', value: (s) => s.parent?.name },
  { header: 'homeLat', value: (s) => s.homeLat },
  { header: 'homeLng', value: (s) => s.homeLng },
  { header: 'specialNeeds', value: (s) => s.specialNeeds },
  { header: 'status', value: (s) => s.status },
  { header: 'id', value: (s) => s.id },
];

export async function studentsRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, {
    base: '/students',
    entityType: 'student',
    tag: 'students',
    read: 'families:read',
    write: 'families:write',
    schemas: {
      item: studentSchema,
      listQuery: studentListQuerySchema,
      input: studentInputSchema,
      update: studentUpdateSchema,
    },
    csv: { filename: 'students.csv', columns: CSV_COLUMNS },
    service: {
      list: listStudents,
      export: exportStudents,
      find: (db, id) => findStudent(db, id),
      create: createStudent,
      update: updateStudent,
      remove: (tx, id, version) => deleteStudent(tx, id, version),
    },
  });
}

const absenceParams = z.object({ id: idSchema, absenceId: idSchema });

/** Days a student does not ride (trips' rider lists leave them out). */
export async function absencesRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['students'];

  app.get(
    '/students/:id/absences',
    {
      config: { access: 'families:read' },
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
