import {
  type School,
  schoolInputSchema,
  schoolListQuerySchema,
  schoolSchema,
  schoolUpdateSchema,
} from '@rihla/shared/contracts/schools';
import type { FastifyInstance } from 'fastify';
import type { CsvColumn } from '../../lib/csv';
import { registerResourceRoutes } from '../../lib/resource-routes';
import { schoolsService } from './schools.service';

const CSV_COLUMNS: CsvColumn<School>[] = [
  { header: 'nameAr', value: (s) => s.nameAr },
  { header: 'nameEn', value: (s) => s.nameEn },
  { header: 'gender', value: (s) => s.gender },
  { header: 'address', value: (s) => s.address },
  { header: 'lat', value: (s) => s.lat },
  { header: 'lng', value: (s) => s.lng },
  { header: 'startTime', value: (s) => s.startTime },
  { header: 'endTime', value: (s) => s.endTime },
  { header: 'phone', value: (s) => s.phone },
  { header: 'active', value: (s) => s.active },
  { header: 'grades', value: (s) => s.grades.join(' ') },
  { header: 'id', value: (s) => s.id },
];

/** Every signed-in operator reads schools (student forms, trips, finance); dispatchers change them. */
export async function schoolsRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, {
    base: '/schools',
    entityType: 'school',
    tag: 'schools',
    read: 'session',
    write: 'trips:write',
    schemas: {
      item: schoolSchema,
      listQuery: schoolListQuerySchema,
      input: schoolInputSchema,
      update: schoolUpdateSchema,
    },
    csv: { filename: 'schools.csv', columns: CSV_COLUMNS },
    service: schoolsService,
  });
}
