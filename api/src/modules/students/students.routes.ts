import {
  studentInputSchema,
  studentListQuerySchema,
  studentSchema,
  studentUpdateSchema,
} from '@rihla/shared/contracts/students';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes';
import { STUDENTS_EXPORT } from './students.export';
import {
  createStudent,
  deleteStudent,
  exportStudents,
  findStudent,
  listStudents,
  updateStudent,
} from './students.service';

export async function studentsRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, {
    base: '/students',
    entityType: 'student',
    tag: 'students',
    read: 'students:read',
    write: 'families:write',
    schemas: {
      item: studentSchema,
      listQuery: studentListQuerySchema,
      input: studentInputSchema,
      update: studentUpdateSchema,
    },
    exportSpec: STUDENTS_EXPORT,
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
