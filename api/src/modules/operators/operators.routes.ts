import { idSchema, listResponseSchema, versionSchema } from '@rihla/shared/contracts/common';
import {
  operatorCreateSchema,
  operatorListQuerySchema,
  operatorSchema,
  operatorUpdateSchema,
} from '@rihla/shared/contracts/operators';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerHistoryRoute } from '../../lib/audit-history';
import { mutate } from '../../lib/mutate';
import { notFound } from '../../lib/problem';
import {
  createOperator,
  deleteOperator,
  findOperatorRow,
  listOperators,
  toOperator,
  updateOperator,
} from './operators.service';

const params = z.object({ id: idSchema });
const deleteQuery = z.object({ version: z.coerce.number('validation.number').pipe(versionSchema) });
const tags = ['operators'];
const access = 'operators:manage' as const;

export async function operatorsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/operators',
    {
      config: { access },
      schema: {
        tags,
        querystring: operatorListQuerySchema,
        response: { 200: listResponseSchema(operatorSchema) },
      },
    },
    (request) => listOperators(app.db, request.query),
  );

  app.post(
    '/operators',
    { config: { access }, schema: { tags, body: operatorCreateSchema, response: { 201: operatorSchema } } },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const operator = await createOperator(tx, request.body);
        await audit({
          entityType: 'operator',
          entityId: operator.id,
          action: 'create',
          before: null,
          after: operator,
        });
        return { status: 201, body: operator };
      }),
  );

  app.get(
    '/operators/:id',
    { config: { access }, schema: { tags, params, response: { 200: operatorSchema } } },
    async (request) => {
      const row = await findOperatorRow(app.db, request.params.id);
      if (!row) throw notFound();
      return toOperator(row);
    },
  );

  app.put(
    '/operators/:id',
    {
      config: { access },
      schema: { tags, params, body: operatorUpdateSchema, response: { 200: operatorSchema } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const actorId = request.auth!.operator.id;
        const { before, after } = await updateOperator(tx, actorId, request.params.id, request.body);
        await audit({ entityType: 'operator', entityId: after.id, action: 'update', before, after });
        return { status: 200, body: after };
      }),
  );

  app.delete(
    '/operators/:id',
    { config: { access }, schema: { tags, params, querystring: deleteQuery } },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const actorId = request.auth!.operator.id;
        const before = await deleteOperator(tx, actorId, request.params.id, request.query.version);
        await audit({ entityType: 'operator', entityId: before.id, action: 'delete', before, after: null });
        return { status: 204 };
      }),
  );

  registerHistoryRoute(server, { base: '/operators', entityType: 'operator', access, tag: 'operators' });
}
