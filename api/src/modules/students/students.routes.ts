import {
  type Student,
  studentInputSchema,
  studentListQuerySchema,
  studentSchema,
  studentUpdateSchema,
} from '@rihla/shared/contracts/students';
import type { FastifyInstance } from 'fastify';
import type { CsvColumn } from '../../lib/csv';
import { registerResourceRoutes } from '../../lib/resource-routes';
import {
  createStudent,
  deleteStudent,
  exportStudents,
  findStudent,
  listStudents,
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
