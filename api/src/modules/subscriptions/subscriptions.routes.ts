import { listResponseSchema } from '@rihla/shared/contracts/common';
import {
  seatCapacityInputSchema,
  seatCapacitySchema,
  subscriptionCancelResultSchema,
  subscriptionCancelSchema,
  subscriptionInputSchema,
  subscriptionListQuerySchema,
  subscriptionSchema,
  subscriptionUpdateSchema,
} from '@rihla/shared/contracts/subscriptions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerHistoryRoute } from '../../lib/audit-history';
import { mutate } from '../../lib/mutate';
import { notFound } from '../../lib/problem';
import { idParams } from '../../lib/resource-routes';
import { scopeOf } from '../../lib/school-scope';
import { auditDecision, offerFreedSeats } from '../registration-requests/registration-decisions.service';
import {
  cancelSubscription,
  changeSubscription,
  createSubscription,
  findSubscription,
  listSeatCapacities,
  listSubscriptions,
  setSeatCapacity,
} from './subscriptions.service';

const tags = ['subscriptions'];

export async function subscriptionsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/subscriptions',
    {
      config: { access: 'families:read' },
      schema: {
        tags,
        querystring: subscriptionListQuerySchema,
        response: { 200: listResponseSchema(subscriptionSchema) },
      },
    },
    (request) => listSubscriptions(app.db, request.query, scopeOf(request)),
  );

  app.get(
    '/subscriptions/:id',
    {
      config: { access: 'families:read' },
      schema: { tags, params: idParams, response: { 200: subscriptionSchema } },
    },
    async (request) => {
      const found = await findSubscription(app.db, request.params.id);
      if (!found) throw notFound();
      return found;
    },
  );

  /** Subscribes a child of a family to a package by hand (a family's page); the child takes a seat at their school. */
  app.post(
    '/subscriptions',
    {
      config: { access: 'families:write' },
      schema: { tags, body: subscriptionInputSchema, response: { 201: subscriptionSchema } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const created = await createSubscription(tx, request.body, app.operatorsToday());
        await audit({
          entityType: 'subscription',
          entityId: created.id,
          action: 'create',
          before: null,
          after: created,
        });
        return { status: 201, body: created };
      }),
  );

  /** Changes an active subscription's package, start day or instalments at the version read. */
  app.put(
    '/subscriptions/:id',
    {
      config: { access: 'families:write' },
      schema: {
        tags,
        params: idParams,
        body: subscriptionUpdateSchema,
        response: { 200: subscriptionSchema },
      },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const { before, after } = await changeSubscription(tx, request.params.id, request.body);
        await audit({ entityType: 'subscription', entityId: after.id, action: 'update', before, after });
        return { status: 200, body: after };
      }),
  );

  /** Ends a subscription; its freed seat goes at once to the school's earliest waitlisted request. */
  app.post(
    '/subscriptions/:id/cancel',
    {
      config: { access: 'families:write' },
      schema: {
        tags,
        params: idParams,
        body: subscriptionCancelSchema,
        response: { 200: subscriptionCancelResultSchema },
      },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const { before, after, freedAt } = await cancelSubscription(
          tx,
          request.params.id,
          request.body.version,
          app.operatorsToday(),
        );
        await audit({ entityType: 'subscription', entityId: after.id, action: 'transition', before, after });
        const offered = freedAt ? await offerFreedSeats(tx, freedAt, app.operatorsToday()) : [];
        for (const decision of offered) await auditDecision(audit, decision);
        const first = offered[0]?.after;
        return {
          status: 200,
          body: {
            subscription: (await findSubscription(tx, after.id))!,
            seatOfferedTo: first ? { requestId: first.id, reference: first.reference } : null,
          },
        };
      }),
  );

  app.get(
    '/seat-capacities',
    { config: { access: 'families:read' }, schema: { tags, response: { 200: z.array(seatCapacitySchema) } } },
    (request) => listSeatCapacities(app.db, scopeOf(request)),
  );

  /** Sets how many seats a school's buses offer (null: not limited); new free seats go to its waitlist. */
  app.put(
    '/seat-capacities/:id',
    {
      config: { access: 'families:write' },
      schema: {
        tags,
        params: idParams,
        body: seatCapacityInputSchema,
        response: { 200: z.array(seatCapacitySchema) },
      },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        await setSeatCapacity(tx, request.params.id, request.body.seats);
        await audit({
          entityType: 'school',
          entityId: request.params.id,
          action: 'update',
          before: null,
          after: { seats: request.body.seats },
        });
        for (const decision of await offerFreedSeats(tx, request.params.id, app.operatorsToday()))
          await auditDecision(audit, decision);
        return { status: 200, body: await listSeatCapacities(tx, scopeOf(request)) };
      }),
  );

  registerHistoryRoute(server, {
    base: '/subscriptions',
    entityType: 'subscription',
    access: 'families:read',
    tag: 'subscriptions',
  });
}
