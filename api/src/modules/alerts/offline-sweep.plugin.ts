import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepOffline } from './offline-sweep';

const SWEEP_MS = 30_000;

/** Every 30 s: a device-offline alert for each active trip whose bus went silent. */
export const offlineSweepPlugin = fp(
  async (app: FastifyInstance) => {
    const sweep = async () => {
      try {
        await app.liveFeed.publish(await sweepOffline(app.db, app.operatorsClock()));
      } catch (error) {
        app.log.warn({ err: (error as Error).message }, 'monitor: offline sweep failed');
      }
    };
    const timer = setInterval(sweep, SWEEP_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'offline-sweep', dependencies: ['live-feed'] },
);
