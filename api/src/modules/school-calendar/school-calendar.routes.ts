import {
  calendarImportResultSchema,
  calendarImportSchema,
  calendarPeriodInputSchema,
  calendarPeriodSavedSchema,
  calendarPeriodUpdateSchema,
  schoolCalendarSchema,
} from '@rihla/shared/contracts/school-calendar';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/types';
import { actorOf } from '../../lib/actor';
import { registerHistoryRoute } from '../../lib/audit-history';
import { type Audit, mutate } from '../../lib/mutate';
import { deleteQuery, idParams } from '../../lib/resource-routes';
import type { LiveFeedHub } from '../live-feed/live-feed-hub';
import { recordStatusMove } from '../live-feed/status-feed';
import {
  createPeriod,
  importPeriods,
  listCalendar,
  type PeriodSaved,
  removePeriod,
  updatePeriod,
} from './school-calendar.service';

const tags = ['school-calendar'];
const base = '/school-calendar';

/** The period's audit, each trip a holiday cancelled (audited and on the live feed like any cancellation). */
async function recordSaved(
  hub: LiveFeedHub,
  tx: Database,
  audit: Audit,
  saved: PeriodSaved,
): Promise<() => void> {
  const { before, after, cancelled } = saved;
  await audit({
    entityType: 'calendar-period',
    entityId: after.id,
    action: before ? 'update' : 'create',
    before,
    after,
  });
  const announcements: (() => void)[] = [];
  for (const move of cancelled) {
    await audit({ entityType: 'trip', entityId: move.after.id, action: 'transition', ...move });
    announcements.push(await recordStatusMove(hub, tx, move));
  }
  return () => {
    for (const announce of announcements) announce();
  };
}

/**
 * The academic calendar (ADR 0054): every operator reads it (trip forms plan around it);
 * administrators change it, like the other settings of places. A holiday saved cancels the
 * scheduled trips on its days.
 */
export async function schoolCalendarRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const write = { access: 'places:write' as const };

  app.get(
    base,
    { config: { access: 'session' }, schema: { tags, response: { 200: schoolCalendarSchema } } },
    () => listCalendar(app.db),
  );

  app.post(
    base,
    {
      config: write,
      schema: { tags, body: calendarPeriodInputSchema, response: { 201: calendarPeriodSavedSchema } },
    },
    async (request, reply) => {
      let announce = () => {};
      await mutate(request, reply, async (tx, audit) => {
        const saved = await createPeriod(tx, request.body, actorOf(request), app.operatorsToday());
        announce = await recordSaved(app.liveFeed, tx, audit, saved);
        return { status: 201, body: { period: saved.after, cancelledTrips: saved.cancelled.length } };
      });
      announce();
    },
  );

  app.post(
    `${base}/import`,
    {
      config: write,
      schema: { tags, body: calendarImportSchema, response: { 201: calendarImportResultSchema } },
    },
    async (request, reply) => {
      const announcements: (() => void)[] = [];
      await mutate(request, reply, async (tx, audit) => {
        const saved = await importPeriods(tx, request.body.rows, actorOf(request), app.operatorsToday());
        for (const one of saved) announcements.push(await recordSaved(app.liveFeed, tx, audit, one));
        const cancelledTrips = saved.reduce((sum, one) => sum + one.cancelled.length, 0);
        return { status: 201, body: { imported: saved.length, cancelledTrips } };
      });
      for (const announce of announcements) announce();
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        body: calendarPeriodUpdateSchema,
        response: { 200: calendarPeriodSavedSchema },
      },
    },
    async (request, reply) => {
      let announce = () => {};
      await mutate(request, reply, async (tx, audit) => {
        const saved = await updatePeriod(
          tx,
          request.params.id,
          request.body,
          actorOf(request),
          app.operatorsToday(),
        );
        announce = await recordSaved(app.liveFeed, tx, audit, saved);
        return { status: 200, body: { period: saved.after, cancelledTrips: saved.cancelled.length } };
      });
      announce();
    },
  );

  app.delete(
    `${base}/:id`,
    { config: write, schema: { tags, params: idParams, querystring: deleteQuery } },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const before = await removePeriod(tx, request.params.id, request.query.version);
        await audit({
          entityType: 'calendar-period',
          entityId: before.id,
          action: 'delete',
          before,
          after: null,
        });
        return { status: 204 };
      }),
  );

  registerHistoryRoute(server, {
    base,
    entityType: 'calendar-period',
    access: 'session',
    tag: 'school-calendar',
  });
}
