import {
  type Stop,
  stopInputSchema,
  stopListQuerySchema,
  stopSchema,
  stopUpdateSchema,
} from '@rihla/shared/contracts/stops';
import type { FastifyInstance } from 'fastify';
import type { CsvColumn } from '../../lib/csv';
import { registerResourceRoutes } from '../../lib/resource-routes';
import { stopsService } from './stops.service';

const CSV_COLUMNS: CsvColumn<Stop>[] = [
  { header: 'nameAr', value: (s) => s.nameAr },
  { header: 'nameEn', value: (s) => s.nameEn },
  { header: 'district', value: (s) => s.district },
  { header: 'lat', value: (s) => s.lat },
  { header: 'lng', value: (s) => s.lng },
  { header: 'notes', value: (s) => s.notes },
  { header: 'id', value: (s) => s.id },
];

/** Every signed-in operator reads stops (students' home stops, trips); dispatchers change them. */
export async function stopsRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, {
    base: '/stops',
    entityType: 'stop',
    tag: 'stops',
    read: 'session',
    write: 'trips:write',
    schemas: {
      item: stopSchema,
      listQuery: stopListQuerySchema,
      input: stopInputSchema,
      update: stopUpdateSchema,
    },
    csv: { filename: 'stops.csv', columns: CSV_COLUMNS },
    service: stopsService,
  });
}
