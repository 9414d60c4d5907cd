import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { channelsFromConfig } from './channels/channels-from-config';
import { pushChannel } from './channels/push-channel';
import { type DeliveryOptions, deliverDue } from './notice-delivery';
import { vapidDetailsOnce } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the notices due now (the worker also does so every NOTICE_POLL_MS). */
    deliverNotices(): Promise<number>;
  }
}

/**
 * The outbox worker of this API process. Every replica runs one; row locks keep them off each
 * other's notices, and a restart picks up whatever is still pending.
 */
export const noticeWorkerPlugin = fp(
  async (app: FastifyInstance, { attachmentsOf }: Pick<DeliveryOptions, 'attachmentsOf'>) => {
    const { channels, close } = channelsFromConfig(app.config);
    const options: DeliveryOptions = {
      // Web push needs no provider account: always on, signed with the installation's VAPID keys.
      channels: { ...channels, push: pushChannel(app.db, { vapid: vapidDetailsOnce(app.db, app.config) }) },
      attachmentsOf,
      retryMs: app.config.NOTICE_RETRY_MS,
      maxAttempts: app.config.NOTICE_MAX_ATTEMPTS,
      timeZone: app.config.TIME_ZONE,
    };
    // One run at a time in this process: a tick that comes while one runs joins it.
    let running: Promise<number> | null = null;
    const deliver = () => {
      running ??= deliverDue(app.db, options).finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('deliverNotices', deliver);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        deliver().catch((error: Error) => app.log.warn({ err: error.message }, 'notices: delivery failed'));
      }, app.config.NOTICE_POLL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => 0);
      close();
    });
  },
  { name: 'notice-worker' },
);
