import {
  type Driver,
  driverInputSchema,
  driverListQuerySchema,
  driverSchema,
  driverUpdateSchema,
} from '@rihla/shared/contracts/drivers';
import type { FastifyInstance } from 'fastify';
import type { CsvColumn } from '../../lib/csv';
import { registerResourceRoutes } from '../../lib/resource-routes';
import {
  createDriver,
  deleteDriver,
  exportDrivers,
  findDriver,
  listDrivers,
  updateDriver,
} from './drivers.service';

const CSV_COLUMNS: CsvColumn<Driver>[] = [
  { header: 'fullName', value: (d) => d.fullName },
  { header: 'role', value: (d) => d.role },
  { header: 'nationalId', value: (d) => d.nationalId },
  { header: 'phone', value: (d) => d.phone },
  { header: 'email', value: (d) => d.email },
  { header: 'status', value: (d) => d.status },
  { header: 'licenseNumber', value: (d) => d.licenseNumber },
  { header: 'licenseExpiry', value: (d) => d.licenseExpiry },
  { header: 'medicalExpiry', value: (d) => d.medicalExpiry },
  { header: 'backgroundCheckExpiry', value: (d) => d.backgroundCheckExpiry },
  { header: 'assignedBus', value: (d) => d.assignedBus?.plateNumber },
  { header: 'tripRate', value: (d) => d.tripRate },
  { header: 'id', value: (d) => d.id },
];

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
    csv: { filename: 'drivers.csv', columns: CSV_COLUMNS },
    service: {
      list: (db, query) => listDrivers(db, query, app.operatorsToday()),
      export: (db, query) => exportDrivers(db, query, app.operatorsToday()),
      find: (db, id) => findDriver(db, id),
      create: createDriver,
      update: updateDriver,
      remove: (tx, id, version) => deleteDriver(tx, id, version),
    },
  });
}
