import { SIGN_IN_METHODS } from '@rihla/shared/contracts/phone-sign-in';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { signInCodesTable, signInSessionsTable } from '../../lib/phone-sign-in';
import { parentContacts, parents } from '../parents/parents.table';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Sign-in codes texted to parents' phones for the families' app (ADR 0053); `parent_id` is null for
 * a phone on no parent's record, so those requests count against the limits too.
 */
export const familyCodes = signInCodesTable('family_codes', 'parent_id', () => parents.id);

/**
 * A family's signed-in phone: the account holder's (`guardian_id` null) or a guardian's, who signed
 * in by a texted code or an e-mailed link (`method`). Listed and revocable by whoever signed it in
 * and on the parent's page; removing a guardian ends theirs.
 */
export const familySessions = signInSessionsTable('family_sessions', 'parent_id', () => parents.id, {
  guardianId: uuid('guardian_id').references(() => parentContacts.id, { onDelete: 'cascade' }),
  method: text('method', { enum: SIGN_IN_METHODS }).notNull().default('code'),
});

/**
 * Sign-in links e-mailed to a parent's or guardian's address on file (ADR 0075): only a SHA-256 of
 * the token is kept; single-use, SIGN_IN_LINK_TTL_MINUTES long. Every request is a row, also for an
 * address on no record (`token_hash` null), so the limits per address and per client count alike.
 */
export const familyLinks = pgTable(
  'family_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    parentId: uuid('parent_id').references(() => parents.id, { onDelete: 'cascade' }),
    guardianId: uuid('guardian_id').references(() => parentContacts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    index('family_links_email_created_idx').on(t.email, t.createdAt),
    index('family_links_ip_created_idx').on(t.ip, t.createdAt),
  ],
);
