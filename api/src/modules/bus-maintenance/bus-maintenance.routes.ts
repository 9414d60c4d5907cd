import {
  maintenanceInputSchema,
  maintenanceListQuerySchema,
  maintenanceSchema,
  maintenanceUpdateSchema,
} from '@rihla/shared/contracts/bus-maintenance';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes';
import { MAINTENANCE_EXPORT } from './bus-maintenance.export';
import { maintenanceService } from './bus-maintenance.service';

/** A bus's maintenance log (`?busId=`): read and written as the buses are. */
export async function busMaintenanceRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, {
    base: '/bus-maintenance',
    entityType: 'busMaintenance',
    tag: 'bus-maintenance',
    read: 'fleet:read',
    write: 'fleet:write',
    schemas: {
      item: maintenanceSchema,
      listQuery: maintenanceListQuerySchema,
      input: maintenanceInputSchema,
      update: maintenanceUpdateSchema,
    },
    exportSpec: MAINTENANCE_EXPORT,
    service: maintenanceService(() => app.operatorsToday()),
  });
}
