import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config/env';
import type { Database } from '../db/types';
import { bootstrapAdmin } from '../seed/admin';

export const ADMIN_EMAIL = 'admin@rihla.test';
export const ADMIN_PASSWORD = 'admin-password-1';
export const TEST_ADMIN = { ADMIN_EMAIL, ADMIN_PASSWORD };

const quiet = { info: () => {} } as unknown as FastifyBaseLogger;

/**
 * The administrator every test app starts with, written into the migrated template once (the
 * app's own bootstrap, so with the production password hash): an app started on a copy finds them
 * and hashes nothing.
 */
export function bootstrapTestAdmin(db: Database): Promise<void> {
  return bootstrapAdmin(db, loadConfig({ ...TEST_ADMIN, SEED: 'none' }), quiet);
}
