import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import type { Database } from '../db/types';
import { type OperatorsClock, operatorsClockAt } from '../lib/operators-clock';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
    config: AppConfig;
    /** The one clock of the operators' day (TIME_ZONE): now, today and the zone, read afresh on each call. */
    operatorsClock(): OperatorsClock;
    /** `YYYY-MM-DD` of now on the operators' clock: what "today" is for trips and dates. */
    operatorsToday(): string;
  }
}

/** Makes the open database, the config and the operators' clock reachable from every route; closes the database with the app. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { handle: DatabaseHandle; config: AppConfig }) => {
    app.decorate('database', options.handle);
    app.decorate('db', options.handle.db);
    app.decorate('config', options.config);
    const clock = () => operatorsClockAt(options.config.TIME_ZONE);
    app.decorate('operatorsClock', clock);
    app.decorate('operatorsToday', () => clock().today);
    app.addHook('onClose', async () => {
      await options.handle.close();
    });
  },
);
