import type { AlertRecipients } from '@rihla/shared/contracts/alert-rules';
import { ALERT_SEVERITIES, ALERT_TYPES } from '@rihla/shared/contracts/monitoring';
import { boolean, doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The company's alert rules (ADR 0063): one row per alert kind an administrator saved; a kind
 * without a row follows its default (`defaultAlertRule`).
 */
export const alertRules = pgTable('alert_rules', {
  type: text('type', { enum: ALERT_TYPES }).primaryKey(),
  enabled: boolean('enabled').notNull(),
  severity: text('severity', { enum: ALERT_SEVERITIES }).notNull(),
  threshold: doublePrecision('threshold'),
  /** 0 (Sunday) to 6, on the company's clock. */
  weekdays: integer('weekdays').array().notNull(),
  activeFrom: text('active_from'),
  activeUntil: text('active_until'),
  notify: jsonb('notify').$type<AlertRecipients>().notNull(),
  escalation: jsonb('escalation').$type<AlertRecipients & { afterMinutes: number | null }>().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
