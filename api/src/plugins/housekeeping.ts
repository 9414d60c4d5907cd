import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { maintainPositions } from '../db/position-partitions';
import { purgeExpiredSignInSessions, purgeOldSignInCodes } from '../lib/phone-sign-in';
import { purgeExpiredIdempotencyKeys } from '../lib/purge-idempotency-keys';
import { purgeOldLoginFailures } from '../modules/auth/login-limit';
import { purgeExpiredSessions } from '../modules/auth/session.service';
import { sweepDailyDistances } from '../modules/bus-maintenance/daily-distances';
import { crewCodes, crewSessions } from '../modules/crew/crew.table';
import { purgeOldCrewPairings } from '../modules/crew/crew-pairing.service';
import { refreshEta } from '../modules/eta/segment-book';
import { familyCodes, familySessions } from '../modules/family/family.table';
import { purgeOldFamilyLinks } from '../modules/family/family-auth.service';
import { tellOverdueInvoices } from '../modules/invoices/invoice-notices';
import { purgeOldPublicHits } from '../modules/public/public-limit';
import { purgeExpiredChallenges } from '../modules/second-factor/sign-in-steps';

const EVERY_MS = 60 * 60_000;

/**
 * Hourly removal of expired sessions (the crew's and the families' too), old login failures, phone sign-in codes, the families' e-mailed sign-in links (their tokens out of the outbox) and crew pairing codes, and idempotency answers past 24 h; and
 * the parents of invoices that fell overdue are told (once per invoice); bus positions older than
 * POSITION_RETENTION_DAYS are removed and, on PostgreSQL, the day partitions ahead made (ADR 0041); each
 * bus's kilometres of the closed days are kept for its odometer (ADR 0071); the
 * stop-to-stop times the ETA learns are rebuilt from the trips' timelines (ADR 0064).
 */
export const housekeepingPlugin = fp(async (app: FastifyInstance) => {
  const sweep = async () => {
    try {
      await purgeExpiredSessions(app.db);
      await purgeOldLoginFailures(app.db);
      await purgeExpiredChallenges(app.db);
      for (const codes of [crewCodes, familyCodes]) await purgeOldSignInCodes(app.db, codes);
      await purgeOldFamilyLinks(app.db);
      for (const sessions of [crewSessions, familySessions])
        await purgeExpiredSignInSessions(app.db, sessions);
      await purgeOldCrewPairings(app.db);
      await purgeExpiredIdempotencyKeys(app.db);
      await purgeOldPublicHits(app.db);
      await tellOverdueInvoices(app.db, app.operatorsToday());
      await maintainPositions(app.database, new Date(), app.config.POSITION_RETENTION_DAYS);
      await sweepDailyDistances(app.db, app.operatorsToday(), app.config.TIME_ZONE);
      await refreshEta(
        app.db,
        { today: app.operatorsToday(), timeZone: app.config.TIME_ZONE },
        app.config.ROUTING_URL,
        app.log,
      );
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
