import { COLOR_SCHEMES, ROLES } from '@rihla/shared/contracts/auth';
import { LOCALES } from '@rihla/shared/routes/route-table';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';

export const operators = pgTable(
  'operators',
  {
    ...entityColumns(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    active: boolean('active').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    /** Set with a password an administrator chose: the operator must choose their own before anything else. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Remembered across devices; null follows the browser. */
    locale: text('locale', { enum: LOCALES }),
    colorScheme: text('color_scheme', { enum: COLOR_SCHEMES }).notNull().default('system'),
    /** The authenticator secret, sealed under SECOND_FACTOR_KEY_SECRET (never in clear); null: none. */
    totpSecret: text('totp_secret'),
    /** When the first code confirmed the secret; null while it is only being set up. */
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true, mode: 'date' }),
    /** The time step of the last code accepted: a code is good once (no replay within its window). */
    totpLastStep: integer('totp_last_step'),
    /** The schools this operator is limited to; null: every school (ADR 0072). Not a foreign key: a school's deletion is refused while it has students and trips, and a scope naming a deleted one simply sees less. */
    schoolIds: uuid('school_ids').array(),
    /** The regions whose schools this operator sees too; null: none (ADR 0076). A region in use cannot be deleted. */
    regionIds: uuid('region_ids').array(),
  },
  (t) => [
    uniqueIndex('operators_email_key').on(sql`lower(${t.email})`),
    index('operators_name_idx').on(t.name),
    index('operators_role_idx').on(t.role),
    index('operators_created_at_idx').on(t.createdAt),
  ],
);
