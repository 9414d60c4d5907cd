import {
  type Bus,
  busInputSchema,
  busListQuerySchema,
  busSchema,
  busUpdateSchema,
} from '@rihla/shared/contracts/buses';
import { idSchema, listResponseSchema, versionSchema } from '@rihla/shared/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CsvColumn, toCsv } from '../../lib/csv';
import { mutate } from '../../lib/mutate';
import { notFound } from '../../lib/problem';
import { registerHistoryRoute } from '../audit/history.route';
import { createBus, deleteBus, exportBuses, findBus, listBuses, updateBus } from './buses.service';

const params = z.object({ id: idSchema });
const deleteQuery = z.object({ version: z.coerce.number('validation.number').pipe(versionSchema) });
const tags = ['buses'];

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

export async function busesRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/buses',
    {
      config: { access: 'fleet:read' },
      schema: { tags, querystring: busListQuerySchema, response: { 200: listResponseSchema(busSchema) } },
    },
    (request) => listBuses(app.db, request.query),
  );

  app.get(
    '/buses/export.csv',
    { config: { access: 'fleet:read' }, schema: { tags, querystring: busListQuerySchema } },
    async (request, reply) => {
      const rows = await exportBuses(app.db, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="buses.csv"')
        .send(toCsv(CSV_COLUMNS, rows));
    },
  );

  app.post(
    '/buses',
    {
      config: { access: 'fleet:write' },
      schema: { tags, body: busInputSchema, response: { 201: busSchema } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const bus = await createBus(tx, request.body);
        await audit({ entityType: 'bus', entityId: bus.id, action: 'create', before: null, after: bus });
        return { status: 201, body: bus };
      }),
  );

  app.get(
    '/buses/:id',
    { config: { access: 'fleet:read' }, schema: { tags, params, response: { 200: busSchema } } },
    async (request) => {
      const bus = await findBus(app.db, request.params.id);
      if (!bus) throw notFound();
      return bus;
    },
  );

  app.put(
    '/buses/:id',
    {
      config: { access: 'fleet:write' },
      schema: { tags, params, body: busUpdateSchema, response: { 200: busSchema } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const { before, after } = await updateBus(tx, request.params.id, request.body);
        await audit({ entityType: 'bus', entityId: after.id, action: 'update', before, after });
        return { status: 200, body: after };
      }),
  );

  app.delete(
    '/buses/:id',
    { config: { access: 'fleet:write' }, schema: { tags, params, querystring: deleteQuery } },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const { before, unassigned } = await deleteBus(tx, request.params.id, request.query.version);
        for (const person of unassigned) {
          await audit({ entityType: 'driver', entityId: person.id, action: 'update', ...person });
        }
        await audit({ entityType: 'bus', entityId: before.id, action: 'delete', before, after: null });
        return { status: 204 };
      }),
  );

  registerHistoryRoute(server, { base: '/buses', entityType: 'bus', access: 'fleet:read', tag: 'buses' });
}
