import {
  driverInputSchema,
  driverListQuerySchema,
  driverSchema,
  driverUpdateSchema,
} from '@rihla/shared/contracts/drivers';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes';
import { DRIVERS_EXPORT } from './drivers.export';
import {
  createDriver,
  deleteDriver,
  exportDrivers,
  findDriver,
  listDrivers,
  updateDriver,
} from './drivers.service';

export async function driversRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, {
    base: '/drivers',
    entityType: 'driver',
    tag: 'drivers',
    read: 'fleet:read',
    write: 'fleet:write',
    schemas: {
      item: driverSchema,
      listQuery: driverListQuerySchema,
      input: driverInputSchema,
      update: driverUpdateSchema,
    },
    exportSpec: DRIVERS_EXPORT,
    service: {
      list: (db, query, scope) => listDrivers(db, query, app.operatorsToday(), scope),
      export: (db, query, scope) => exportDrivers(db, query, app.operatorsToday(), scope),
      find: (db, id) => findDriver(db, id),
      create: createDriver,
      update: updateDriver,
      remove: (tx, id, version) => deleteDriver(tx, id, version),
    },
  });
}
