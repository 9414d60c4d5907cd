import {
  geofenceInputSchema,
  geofenceListQuerySchema,
  geofenceSchema,
  geofenceUpdateSchema,
} from '@rihla/shared/contracts/geofences';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes';
import { GEOFENCES_EXPORT } from './geofences.export';
import { geofencesService } from './geofences.service';

/** Zones (ADR 0062): whoever reads the trips reads them; administrators and dispatchers draw them. */
export async function geofencesRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, {
    base: '/geofences',
    entityType: 'geofence',
    tag: 'geofences',
    read: 'trips:read',
    write: 'trips:write',
    schemas: {
      item: geofenceSchema,
      listQuery: geofenceListQuerySchema,
      input: geofenceInputSchema,
      update: geofenceUpdateSchema,
    },
    exportSpec: GEOFENCES_EXPORT,
    service: geofencesService,
  });
}
