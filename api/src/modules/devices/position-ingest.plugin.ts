import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PositionIngest } from './position-ingest';
import { tripNoticeSettingsOf } from './trip-watch';

declare module 'fastify' {
  interface FastifyInstance {
    positionIngest: PositionIngest;
  }
}

/**
 * One position ingest per process, for every way a fix arrives: the device API, the OsmAnd
 * protocol (trackers, Traccar Client) and the crew app's phone. What is queued is written before
 * the app closes.
 */
export const positionIngestPlugin = fp(
  async (app: FastifyInstance) => {
    const ingest = new PositionIngest(
      app.db,
      app.liveFeed,
      () => app.operatorsClock(),
      app.metrics.positionBatch,
      tripNoticeSettingsOf(app.config),
    );
    app.decorate('positionIngest', ingest);
    app.addHook('onClose', () => ingest.drain());
  },
  { name: 'position-ingest', dependencies: ['live-feed', 'metrics'] },
);
