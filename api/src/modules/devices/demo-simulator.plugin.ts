import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DemoSimulator } from './demo-simulator';
import { tripNoticeSettingsOf } from './trip-watch';

/** With the demo seed (or MONITOR_SIMULATOR=on), simulated devices drive every trip in progress. */
export const demoSimulatorPlugin = fp(
  async (app: FastifyInstance) => {
    const wanted = app.config.MONITOR_SIMULATOR ?? (app.config.SEED === 'demo' ? 'on' : 'off');
    if (wanted !== 'on') return;
    const simulator = new DemoSimulator(
      app.db,
      app.liveFeed,
      () => app.operatorsClock(),
      app.log,
      tripNoticeSettingsOf(app.config),
    );
    simulator.start();
    app.addHook('onClose', async () => simulator.stop());
  },
  { name: 'demo-simulator', dependencies: ['live-feed'] },
);
