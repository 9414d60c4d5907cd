import type { AppConfig } from '../config/env';
import type { Database } from '../db/types';
import type { OperatorsClock } from '../lib/operators-clock';
import { zatcaKeySecret } from '../modules/zatca/zatca-issue';
import { seedFinanceHistory } from './finance-history';
import { seedIncidents } from './incidents';
import type { Random } from './prng';
import { seedTripHistory } from './trips';

/** The month before the demo starts: runs with their timelines, incidents, drivers' pay and the families' books. */
export async function seedHistory(
  tx: Database,
  random: Random,
  clock: OperatorsClock,
  config: AppConfig,
): Promise<void> {
  const history = await seedTripHistory(tx, random, clock);
  await seedIncidents(tx, history, clock);
  await seedFinanceHistory(tx, random, history, clock, zatcaKeySecret(config));
}
