import { disruptionReportSchema, disruptionSchema } from '@rihla/shared/contracts/disruptions';
import {
  busyCrewsSchema,
  studentTripsSchema,
  tripDetailsSchema,
  tripInputSchema,
  tripListQuerySchema,
  tripSchema,
  tripSeriesInputSchema,
  tripSeriesResultSchema,
  tripTransitionSchema,
  tripUpdateSchema,
} from '@rihla/shared/contracts/trips';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { registerHistoryRoute } from '../../lib/audit-history';
import { mutate } from '../../lib/mutate';
import { notFound } from '../../lib/problem';
import { idParams, registerReadRoutes } from '../../lib/resource-routes';
import { reportDisruption } from '../disruptions/disruptions.service';
import { recordPlanChanges } from '../live-feed/plan-feed';
import { recordStatusMove, statusEntry } from '../live-feed/status-feed';
import { students } from '../students/students.table';
import { ridersOf } from './series-riders';
import { studentTrips } from './student-trips';
import { exportTrips, findTripDetails, listTrips } from './trip-reads';
import { busyCrews } from './trip-rules';
import { transitionTrip } from './trip-status';
import { TRIPS_EXPORT } from './trips.export';
import { createTrip, createTripSeries, updateTrip } from './trips.service';
import { trips } from './trips.table';

const tags = ['trips'];

/**
 * Trips: list and CSV, planning one trip or a weekly series, re-planning a scheduled one, the
 * status machine (`/transitions`) and reporting a disruption. Every write is audited.
 */
export async function tripsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const write = { access: 'trips:write' as const };

  registerReadRoutes(server, {
    base: '/trips',
    tag: 'trips',
    read: 'trips:follow',
    item: tripSchema,
    detail: tripDetailsSchema,
    listQuery: tripListQuerySchema,
    exportSpec: TRIPS_EXPORT,
    list: listTrips,
    export: exportTrips,
    find: findTripDetails,
  });

  app.post(
    '/trips',
    { config: write, schema: { tags, body: tripInputSchema, response: { 201: tripSchema } } },
    async (request, reply) => {
      let announce = () => {};
      await mutate(request, reply, async (tx, audit) => {
        const created = await createTrip(tx, request.body, actorOf(request), app.operatorsToday());
        await audit({
          entityType: 'trip',
          entityId: created.id,
          action: 'create',
          before: null,
          after: created,
        });
        announce = await recordPlanChanges(app.liveFeed, tx, [created], 'created');
        return { status: 201, body: created };
      });
      announce();
    },
  );

  app.post(
    '/trip-series',
    {
      config: write,
      schema: { tags, body: tripSeriesInputSchema, response: { 201: tripSeriesResultSchema } },
    },
    async (request, reply) => {
      let announce = () => {};
      await mutate(request, reply, async (tx, audit) => {
        const result = await createTripSeries(tx, request.body, actorOf(request), app.operatorsToday());
        for (const trip of result.trips) {
          await audit({ entityType: 'trip', entityId: trip.id, action: 'create', before: null, after: trip });
        }
        announce = await recordPlanChanges(app.liveFeed, tx, result.trips, 'created');
        return { status: 201, body: result };
      });
      announce();
    },
  );

  app.put(
    '/trips/:id',
    {
      config: write,
      schema: { tags, params: idParams, body: tripUpdateSchema, response: { 200: tripDetailsSchema } },
    },
    async (request, reply) => {
      let announce = () => {};
      await mutate(request, reply, async (tx, audit) => {
        const { before, after, seriesTripIds } = await updateTrip(
          tx,
          request.params.id,
          request.body,
          actorOf(request),
          app.operatorsToday(),
        );
        await audit({ entityType: 'trip', entityId: after.id, action: 'update', before, after });
        if (seriesTripIds.length > 0) {
          // The rider change carried to the series' later trips: which ones, from which riders to which.
          await audit({
            entityType: 'trip-series',
            entityId: after.seriesId!,
            action: 'update',
            before: { riders: Object.fromEntries(ridersOf(before)) },
            after: { riders: Object.fromEntries(ridersOf(after)), from: after.date, trips: seriesTripIds },
          });
        }
        announce = await recordPlanChanges(app.liveFeed, tx, [after], 'updated');
        return { status: 200, body: after };
      });
      announce();
    },
  );

  app.post(
    '/trips/:id/transitions',
    {
      config: write,
      schema: { tags, params: idParams, body: tripTransitionSchema, response: { 200: tripSchema } },
    },
    async (request, reply) => {
      let announce = () => {};
      await mutate(request, reply, async (tx, audit) => {
        const { before, after, confirmedEmpty, feed } = await transitionTrip(
          tx,
          request.params.id,
          request.body,
          actorOf(request),
          app.operatorsToday(),
        );
        await audit({ entityType: 'trip', entityId: after.id, action: 'transition', before, after });
        // The move, then the alerts completing raised (a skipped stop, the child check overridden).
        announce = await app.liveFeed.record(tx, [statusEntry({ before, after }), ...feed]);
        if (confirmedEmpty) {
          // The end-of-trip child check overridden: who confirmed, and whom the scans still counted.
          await audit({
            entityType: 'trip-empty-check',
            entityId: after.id,
            action: 'transition',
            before: { onBoard: confirmedEmpty },
            after: { confirmedEmpty: true },
          });
        }
        return { status: 200, body: after };
      });
      announce();
    },
  );

  app.post(
    '/trips/:id/disruptions',
    {
      config: write,
      schema: { tags, params: idParams, body: disruptionReportSchema, response: { 201: disruptionSchema } },
    },
    async (request, reply) => {
      let announce = () => {};
      await mutate(request, reply, async (tx, audit) => {
        const { disruption, trip } = await reportDisruption(
          tx,
          request.params.id,
          request.body,
          actorOf(request),
        );
        await audit({ entityType: 'trip', entityId: trip.after.id, action: 'transition', ...trip });
        announce = await recordStatusMove(app.liveFeed, tx, trip);
        await audit({
          entityType: 'disruption',
          entityId: disruption.id,
          action: 'create',
          before: null,
          after: disruption,
        });
        return { status: 201, body: disruption };
      });
      announce();
    },
  );

  app.get(
    '/trips/:id/busy-crews',
    {
      config: { access: 'trips:read' },
      schema: { tags, params: idParams, response: { 200: busyCrewsSchema } },
    },
    async (request) => {
      const [trip] = await app.db.select().from(trips).where(eq(trips.id, request.params.id));
      if (!trip) throw notFound();
      return busyCrews(app.db, trip);
    },
  );

  app.get(
    '/students/:id/trips',
    {
      config: { access: 'students:read' },
      schema: { tags: ['students'], params: idParams, response: { 200: studentTripsSchema } },
    },
    async (request) => {
      const [student] = await app.db
        .select({ id: students.id })
        .from(students)
        .where(eq(students.id, request.params.id));
      if (!student) throw notFound();
      return { items: await studentTrips(app.db, student.id, app.operatorsToday()) };
    },
  );

  registerHistoryRoute(server, { base: '/trips', entityType: 'trip', access: 'trips:read', tag: 'trips' });
}
