import {
  plannerAcceptResultSchema,
  plannerAcceptSchema,
  plannerEditInputSchema,
  plannerRunInputSchema,
  plannerRunSchema,
} from '@rihla/shared/contracts/planner';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { mutate } from '../../lib/mutate';
import { notFound } from '../../lib/problem';
import { idParams } from '../../lib/resource-routes';
import { recordPlanChanges } from '../live-feed/plan-feed';
import { acceptRun } from './planner-accept';
import { editRun } from './planner-edit';
import { createRun, findRun, requestStop, searchRun } from './planner-runs';

const tags = ['planner'];

/**
 * The route planner: start a run on the company's data (202; the search runs in its own thread), read its progress
 * and proposal, stop it (it keeps its best plan), edit the proposal (re-timed and re-checked), and accept it (stops, trips and seats, parents told).
 * Accepting creates stops, which only an administrator may (ADR 0042).
 */
export async function plannerRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const searches = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...searches]);
  });

  app.post(
    '/planner/runs',
    {
      config: { access: 'trips:write' },
      schema: { tags, body: plannerRunInputSchema, response: { 202: plannerRunSchema } },
    },
    async (request, reply) => {
      let start = () => {};
      await mutate(request, reply, async (tx, audit) => {
        const { run, data } = await createRun(tx, request.body, actorOf(request), app.operatorsToday());
        await audit({
          entityType: 'planner-run',
          entityId: run.id,
          action: 'create',
          before: null,
          after: run,
        });
        start = () => {
          const search = searchRun(app.db, run, data, {
            routingUrl: app.config.ROUTING_URL,
            today: () => app.operatorsToday(),
          }).finally(() => searches.delete(search));
          searches.add(search);
        };
        return { status: 202, body: run };
      });
      start();
    },
  );

  app.get(
    '/planner/runs/:id',
    {
      config: { access: 'trips:read' },
      schema: { tags, params: idParams, response: { 200: plannerRunSchema } },
    },
    async (request) => {
      const run = await findRun(app.db, request.params.id);
      if (!run) throw notFound();
      return run;
    },
  );

  app.post(
    '/planner/runs/:id/stop',
    {
      config: { access: 'trips:write' },
      schema: { tags, params: idParams, response: { 200: plannerRunSchema } },
    },
    async (request, reply) => {
      await mutate(request, reply, async (tx) => ({
        status: 200,
        body: await requestStop(tx, request.params.id),
      }));
    },
  );

  app.post(
    '/planner/runs/:id/edits',
    {
      config: { access: 'trips:write' },
      schema: {
        tags,
        params: idParams,
        body: plannerEditInputSchema,
        response: { 200: plannerRunSchema },
      },
    },
    async (request, reply) => {
      await mutate(request, reply, async (tx, audit) => {
        const { before, after } = await editRun(tx, request.params.id, request.body, app.config.ROUTING_URL);
        await audit({
          entityType: 'planner-run',
          entityId: after.id,
          action: 'update',
          before: { version: before.version, figures: before.proposal?.figures.proposal },
          after: {
            edit: request.body.edit,
            figures: after.proposal?.figures.proposal,
            violations: after.proposal?.violations.length,
          },
        });
        return { status: 200, body: after };
      });
    },
  );

  app.post(
    '/planner/runs/:id/accept',
    {
      config: { access: 'places:write' },
      schema: {
        tags,
        params: idParams,
        body: plannerAcceptSchema,
        response: { 200: plannerAcceptResultSchema },
      },
    },
    async (request, reply) => {
      let announce = () => {};
      await mutate(request, reply, async (tx, audit) => {
        const { trips, ...result } = await acceptRun(
          tx,
          request.params.id,
          request.body.version,
          actorOf(request),
          app.operatorsToday(),
          audit,
        );
        await audit({
          entityType: 'planner-run',
          entityId: result.run.id,
          action: 'update',
          before: null,
          after: { status: result.run.status, trips: result.tripsCreated },
        });
        announce = await recordPlanChanges(app.liveFeed, tx, trips, 'created');
        return { status: 200, body: result };
      });
      announce();
    },
  );
}
