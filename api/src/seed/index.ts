import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { appMeta } from '../db/meta.table';
import type { Database } from '../db/types';
import { type OperatorsClock, operatorsClockAt } from '../lib/operators-clock';
import { notices } from '../modules/notices/notices.table';
import { bootstrapAdmin } from './admin';
import { seedCalendar } from './calendar';
import { seedCompany } from './company';
import { seedFamilies } from './families';
import { seedFleet } from './fleet';
import { seedHistory } from './history';
import { seedPlaces } from './places';
import { createRandom, type Random } from './prng';
import { seedStudents } from './students';
import { seedTrips } from './trips';

/**
 * Demo areas in dependency order (students need schools and stops, trips need students...). A new
 * area also reaches an existing demo database on its next start.
 */
const AREAS: {
  key: string;
  run(tx: Database, random: Random, clock: OperatorsClock, config: AppConfig): Promise<void>;
}[] = [
  { key: 'seed.fleet', run: seedFleet },
  { key: 'seed.places', run: seedPlaces },
  { key: 'seed.calendar', run: seedCalendar },
  { key: 'seed.students', run: seedStudents },
  { key: 'seed.company', run: seedCompany },
  { key: 'seed.families', run: seedFamilies },
  { key: 'seed.trips', run: seedTrips },
  { key: 'seed.history', run: seedHistory },
];

/**
 * The demo's families are made up (their addresses and phone numbers could be someone's): the
 * notices an area wrote (invoices issued, arrears, disruptions) stay on the notifications screen as
 * not sent, and the worker never mails or texts them, whatever SMTP_URL or SMS_PROVIDER says.
 * `now()` is the transaction's start, so only this area's rows are taken, never a real family's.
 */
async function keepDemoNoticesUnsent(tx: Database): Promise<void> {
  await tx
    .update(notices)
    .set({ status: 'unsent', lastError: 'notices.demoFamily' })
    .where(and(eq(notices.status, 'pending'), eq(notices.createdAt, sql`now()`)));
}

/**
 * Runs at every start, under the cross-replica start-up lock: the bootstrap admin always, then each
 * demo area once (marked in app_meta, inside the same transaction as its data).
 */
export async function seed(
  handle: DatabaseHandle,
  config: AppConfig,
  log: FastifyBaseLogger,
  clock: OperatorsClock = operatorsClockAt(config.TIME_ZONE),
): Promise<void> {
  await handle.exclusive(async (db) => {
    await bootstrapAdmin(db, config, log);
    if (config.SEED === 'none') return;
    for (const area of AREAS) {
      await db.transaction(async (tx) => {
        const marked = await tx
          .insert(appMeta)
          .values({ key: area.key, value: new Date().toISOString() })
          .onConflictDoNothing()
          .returning();
        if (marked.length === 0) return;
        await area.run(tx, createRandom(20_260_901), clock, config);
        await keepDemoNoticesUnsent(tx);
        log.info({ area: area.key }, 'demo data seeded');
      });
    }
  });
}
