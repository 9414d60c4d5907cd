import { todayIn } from '@rihla/shared/format/today';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import type { Database } from '../db/types';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
    config: AppConfig;
    /** `YYYY-MM-DD` of now on the operators' clock (TIME_ZONE): what "today" is for trips and dates. */
    operatorsToday(): string;
  }
}

/** Makes the open database, the config and the operators' today reachable from every route; closes the database with the app. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { handle: DatabaseHandle; config: AppConfig }) => {
    app.decorate('database', options.handle);
    app.decorate('db', options.handle.db);
    app.decorate('config', options.config);
    app.decorate('operatorsToday', () => todayIn(options.config.TIME_ZONE));
    app.addHook('onClose', async () => {
      await options.handle.close();
    });
  },
);
