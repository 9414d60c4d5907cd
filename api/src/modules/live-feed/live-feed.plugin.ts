import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LiveFeedHub } from './live-feed-hub';
import { StreamSessions } from './stream-sessions';

declare module 'fastify' {
  interface FastifyInstance {
    liveFeed: LiveFeedHub;
    streamSessions: StreamSessions;
  }
}

const PRUNE_EVERY_MS = 30_000;

/**
 * One live-feed hub per process, reachable from every route: the device and alert routes publish
 * on it, the trips and disruptions routes the plans and status moves they make, the stream route
 * hands it to watchers. Old feed rows are pruned on a timer.
 */
export const liveFeedPlugin = fp(
  async (app: FastifyInstance) => {
    const hub = new LiveFeedHub(app.db, app.config.DATABASE_URL, app.log);
    await hub.start();
    app.decorate('liveFeed', hub);
    const streamSessions = new StreamSessions(app.db, app.log, app.config.STREAM_SESSION_RECHECK_MS);
    app.decorate('streamSessions', streamSessions);
    const prune = () =>
      hub
        .prune(new Date())
        .catch((error: Error) => app.log.warn({ err: error.message }, 'live feed: prune failed'));
    const timer = setInterval(prune, PRUNE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      streamSessions.stop();
      await hub.close();
    });
  },
  { name: 'live-feed' },
);
