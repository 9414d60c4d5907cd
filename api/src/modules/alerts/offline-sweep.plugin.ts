import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepEscalations } from './escalation-sweep';
import { sweepLateStarts } from './late-start-sweep';
import { sweepOffline } from './offline-sweep';

/**
 * Every ALERT_SWEEP_MS (30 s): a device-offline alert for each active trip whose bus went silent,
 * a late-start alert for each trip not started in time, and the escalation of the open alerts nobody acknowledged in their rule's time (ADR 0063).
 */
export const offlineSweepPlugin = fp(
  async (app: FastifyInstance) => {
    const sweep = async () => {
      try {
        await app.liveFeed.publish(await sweepOffline(app.db, app.operatorsClock()));
      } catch (error) {
        app.log.warn({ err: (error as Error).message }, 'monitor: offline sweep failed');
      }
      try {
        await app.liveFeed.publish(await sweepLateStarts(app.db, app.operatorsClock()));
      } catch (error) {
        app.log.warn({ err: (error as Error).message }, 'monitor: late-start sweep failed');
      }
      try {
        await app.liveFeed.publish(await sweepEscalations(app.db, app.operatorsClock()));
      } catch (error) {
        app.log.warn({ err: (error as Error).message }, 'monitor: escalation sweep failed');
      }
    };
    const timer = setInterval(sweep, app.config.ALERT_SWEEP_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'offline-sweep', dependencies: ['live-feed'] },
);
