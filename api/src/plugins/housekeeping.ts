import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { maintainPositions } from '../db/position-partitions';
import { purgeExpiredIdempotencyKeys } from '../lib/purge-idempotency-keys';
import { purgeOldLoginFailures } from '../modules/auth/login-limit';
import { purgeExpiredSessions } from '../modules/auth/session.service';
import { purgeOldCrewCodes } from '../modules/crew/crew-codes.service';
import { purgeExpiredCrewSessions } from '../modules/crew/crew-sessions.service';
import { tellOverdueInvoices } from '../modules/invoices/invoice-notices';
import { purgeOldPublicHits } from '../modules/public/public-limit';

const EVERY_MS = 60 * 60_000;

/**
 * Hourly removal of expired sessions (the crew's too), old login failures and crew sign-in codes, and idempotency answers past 24 h; and
 * the parents of invoices that fell overdue are told (once per invoice); bus positions older than
 * POSITION_RETENTION_DAYS are removed and, on PostgreSQL, the day partitions ahead made (ADR 0041).
 */
export const housekeepingPlugin = fp(async (app: FastifyInstance) => {
  const sweep = async () => {
    try {
      await purgeExpiredSessions(app.db);
      await purgeOldLoginFailures(app.db);
      await purgeOldCrewCodes(app.db);
      await purgeExpiredCrewSessions(app.db);
      await purgeExpiredIdempotencyKeys(app.db);
      await purgeOldPublicHits(app.db);
      await tellOverdueInvoices(app.db, app.operatorsToday());
      await maintainPositions(app.database, new Date(), app.config.POSITION_RETENTION_DAYS);
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(sweep, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
