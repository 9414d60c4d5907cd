import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MonitorHub } from './monitoring-hub';

declare module 'fastify' {
  interface FastifyInstance {
    monitorHub: MonitorHub;
  }
}

/**
 * One live-feed hub per process, reachable from every route: the monitoring routes publish device
 * data and alerts on it, the trips and disruptions routes the status moves they make.
 */
export const monitorHubPlugin = fp(
  async (app: FastifyInstance) => {
    const hub = new MonitorHub(app.db, app.config.DATABASE_URL, app.log);
    await hub.start();
    app.decorate('monitorHub', hub);
    app.addHook('onClose', () => hub.close());
  },
  { name: 'monitor-hub' },
);
