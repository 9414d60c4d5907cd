import {
  schoolInputSchema,
  schoolListQuerySchema,
  schoolSchema,
  schoolUpdateSchema,
} from '@rihla/shared/contracts/schools';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes';
import { SCHOOLS_EXPORT } from './schools.export';
import { schoolsService } from './schools.service';

/** Every signed-in operator reads schools (student forms, trips, finance); administrators change them (ADR 0042). */
export async function schoolsRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, {
    base: '/schools',
    entityType: 'school',
    tag: 'schools',
    read: 'session',
    write: 'places:write',
    schemas: {
      item: schoolSchema,
      listQuery: schoolListQuerySchema,
      input: schoolInputSchema,
      update: schoolUpdateSchema,
    },
    exportSpec: SCHOOLS_EXPORT,
    service: schoolsService,
  });
}
