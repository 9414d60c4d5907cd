import {
  type Bus,
  busDetailSchema,
  busInputSchema,
  busListQuerySchema,
  busSchema,
  busUpdateSchema,
} from '@rihla/shared/contracts/buses';
import type { FastifyInstance } from 'fastify';
import type { CsvColumn } from '../../lib/csv';
import { registerResourceRoutes } from '../../lib/resource-routes';
import { busReception } from '../devices/bus-reception';
import { createBus, deleteBus, exportBuses, findBus, listBuses, updateBus } from './buses.service';

const CSV_COLUMNS: CsvColumn<Bus>[] = [
  { header: 'plateNumber', value: (b) => b.plateNumber },
  { header: 'capacity', value: (b) => b.capacity },
  { header: 'model', value: (b) => b.model },
  { header: 'year', value: (b) => b.year },
  { header: 'status', value: (b) => b.status },
  { header: 'insuranceExpiry', value: (b) => b.insuranceExpiry },
  { header: 'inspectionExpiry', value: (b) => b.inspectionExpiry },
  { header: 'gpsDeviceId', value: (b) => b.gpsDeviceId },
  { header: 'driver', value: (b) => b.driver?.fullName },
  { header: 'notes', value: (b) => b.notes },
  { header: 'id', value: (b) => b.id },
];

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
    csv: { filename: 'buses.csv', columns: CSV_COLUMNS },
    detail: {
      schema: busDetailSchema,
      async find(db, id) {
        const bus = await findBus(db, id);
        return bus && { ...bus, ...(await busReception(db, id, new Date())) };
      },
    },
    service: {
      list: listBuses,
      export: exportBuses,
      find: (db, id) => findBus(db, id),
      create: createBus,
      update: updateBus,
      async remove(tx, id, version, audit) {
        const { before, unassigned } = await deleteBus(tx, id, version);
        for (const person of unassigned) {
          await audit({ entityType: 'driver', entityId: person.id, action: 'update', ...person });
        }
        return before;
      },
    },
  });
}
