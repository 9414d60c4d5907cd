import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/types';
import { generatePassword, hashPassword } from '../lib/passwords';
import { findOperatorByEmail } from '../modules/operators/operators.service';
import { operators } from '../modules/operators/operators.table';

/**
 * The first operator. With ADMIN_PASSWORD the ADMIN_EMAIL account is created if missing (an existing
 * one keeps its password). Without it, and only while there is no operator at all, a password is
 * generated and printed once.
 */
export async function bootstrapAdmin(db: Database, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
  if (config.ADMIN_PASSWORD) {
    if (await findOperatorByEmail(db, config.ADMIN_EMAIL)) return;
    await db.insert(operators).values({
      email: config.ADMIN_EMAIL,
      name: 'مدير النظام',
      role: 'admin',
      passwordHash: await hashPassword(config.ADMIN_PASSWORD),
    });
    log.info({ email: config.ADMIN_EMAIL }, 'bootstrap admin created');
    return;
  }
  const [anyOperator] = await db.select({ id: operators.id }).from(operators).limit(1);
  if (anyOperator) return;
  const password = generatePassword();
  await db.insert(operators).values({
    email: config.ADMIN_EMAIL,
    name: 'مدير النظام',
    role: 'admin',
    passwordHash: await hashPassword(password),
  });
  // Printed once on purpose, outside the JSON logs, so it is easy to find and never stored.
  console.log(`\n  Rihla admin created: ${config.ADMIN_EMAIL}  password: ${password}  (shown only once)\n`);
}
