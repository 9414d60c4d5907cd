import {
  stopInputSchema,
  stopListQuerySchema,
  stopSchema,
  stopUpdateSchema,
} from '@rihla/shared/contracts/stops';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes';
import { STOPS_EXPORT } from './stops.export';
import { stopsService } from './stops.service';

/** Every signed-in operator reads stops (students' home stops, trips); administrators change them (ADR 0042). */
export async function stopsRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, {
    base: '/stops',
    entityType: 'stop',
    tag: 'stops',
    read: 'session',
    write: 'places:write',
    schemas: {
      item: stopSchema,
      listQuery: stopListQuerySchema,
      input: stopInputSchema,
      update: stopUpdateSchema,
    },
    exportSpec: STOPS_EXPORT,
    service: stopsService,
  });
}
