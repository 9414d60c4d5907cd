import { idSchema, listResponseSchema, versionSchema } from '@rihla/shared/contracts/common';
import {
  type Driver,
  driverInputSchema,
  driverListQuerySchema,
  driverSchema,
  driverUpdateSchema,
} from '@rihla/shared/contracts/drivers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CsvColumn, toCsv } from '../../lib/csv';
import { mutate } from '../../lib/mutate';
import { notFound } from '../../lib/problem';
import { registerHistoryRoute } from '../audit/history.route';
import {
  createDriver,
  deleteDriver,
  exportDrivers,
  findDriver,
  listDrivers,
  updateDriver,
} from './drivers.service';

const params = z.object({ id: idSchema });
const deleteQuery = z.object({ version: z.coerce.number('validation.number').pipe(versionSchema) });
const tags = ['drivers'];

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

export async function driversRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/drivers',
    {
      config: { access: 'fleet:read' },
      schema: {
        tags,
        querystring: driverListQuerySchema,
        response: { 200: listResponseSchema(driverSchema) },
      },
    },
    (request) => listDrivers(app.db, request.query),
  );

  app.get(
    '/drivers/export.csv',
    { config: { access: 'fleet:read' }, schema: { tags, querystring: driverListQuerySchema } },
    async (request, reply) => {
      const rows = await exportDrivers(app.db, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="drivers.csv"')
        .send(toCsv(CSV_COLUMNS, rows));
    },
  );

  app.post(
    '/drivers',
    {
      config: { access: 'fleet:write' },
      schema: { tags, body: driverInputSchema, response: { 201: driverSchema } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const driver = await createDriver(tx, request.body);
        await audit({
          entityType: 'driver',
          entityId: driver.id,
          action: 'create',
          before: null,
          after: driver,
        });
        return { status: 201, body: driver };
      }),
  );

  app.get(
    '/drivers/:id',
    { config: { access: 'fleet:read' }, schema: { tags, params, response: { 200: driverSchema } } },
    async (request) => {
      const driver = await findDriver(app.db, request.params.id);
      if (!driver) throw notFound();
      return driver;
    },
  );

  app.put(
    '/drivers/:id',
    {
      config: { access: 'fleet:write' },
      schema: { tags, params, body: driverUpdateSchema, response: { 200: driverSchema } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const { before, after } = await updateDriver(tx, request.params.id, request.body);
        await audit({ entityType: 'driver', entityId: after.id, action: 'update', before, after });
        return { status: 200, body: after };
      }),
  );

  app.delete(
    '/drivers/:id',
    { config: { access: 'fleet:write' }, schema: { tags, params, querystring: deleteQuery } },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const before = await deleteDriver(tx, request.params.id, request.query.version);
        await audit({ entityType: 'driver', entityId: before.id, action: 'delete', before, after: null });
        return { status: 204 };
      }),
  );

  registerHistoryRoute(server, {
    base: '/drivers',
    entityType: 'driver',
    access: 'fleet:read',
    tag: 'drivers',
  });
}
