import {
  busDetailSchema,
  busInputSchema,
  busListQuerySchema,
  busSchema,
  busUpdateSchema,
} from '@rihla/shared/contracts/buses';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes';
import { busReception } from '../devices/bus-reception';
import { BUSES_EXPORT } from './buses.export';
import { createBus, deleteBus, exportBuses, findBus, listBuses, updateBus } from './buses.service';

export async function busesRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, {
    base: '/buses',
    entityType: 'bus',
    tag: 'buses',
    read: 'fleet:read',
    write: 'fleet:write',
    schemas: {
      item: busSchema,
      listQuery: busListQuerySchema,
      input: busInputSchema,
      update: busUpdateSchema,
    },
    exportSpec: BUSES_EXPORT,
    detail: {
      schema: busDetailSchema,
      async find(db, id) {
        const bus = await findBus(db, id, app.operatorsToday());
        return bus && { ...bus, ...(await busReception(db, id, new Date())) };
      },
    },
    service: {
      list: (db, query, scope) => listBuses(db, query, app.operatorsToday(), scope),
      export: (db, query, scope) => exportBuses(db, query, app.operatorsToday(), scope),
      find: (db, id) => findBus(db, id, app.operatorsToday()),
      create: (tx, input) => createBus(tx, input, app.operatorsToday()),
      update: (tx, id, update) => updateBus(tx, id, update, app.operatorsToday()),
      async remove(tx, id, version, audit) {
        const { before, unassigned } = await deleteBus(tx, id, version, app.operatorsToday());
        for (const person of unassigned) {
          await audit({ entityType: 'driver', entityId: person.id, action: 'update', ...person });
        }
        return before;
      },
    },
  });
}
