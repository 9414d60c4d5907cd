import {
  ALERT_THRESHOLDS,
  type AlertOperator,
  type AlertRule,
  type alertRuleInputSchema,
  defaultAlertRule,
} from '@rihla/shared/contracts/alert-rules';
import { ALERT_TYPES, type AlertType } from '@rihla/shared/contracts/monitoring';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { type FieldProblem, HttpProblem, staleVersion } from '../../lib/problem';
import { company } from '../company/company.table';
import { operators } from '../operators/operators.table';
import { alertRules } from './alert-rules.table';
import { ruleIsActive } from './rule-window';

/** The company table's own default, for a database whose company row is missing. */
const DEFAULT_TIME_ZONE = 'Asia/Riyadh';

function toRule(row: typeof alertRules.$inferSelect): AlertRule {
  return {
    type: row.type,
    enabled: row.enabled,
    severity: row.severity,
    threshold: row.threshold,
    weekdays: row.weekdays,
    activeFrom: row.activeFrom,
    activeUntil: row.activeUntil,
    notify: row.notify,
    escalation: row.escalation,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every kind's rule, saved or default, in the contract's order of kinds. */
export async function listAlertRules(db: Database): Promise<AlertRule[]> {
  const saved = new Map((await db.select().from(alertRules)).map((row) => [row.type, toRule(row)]));
  return ALERT_TYPES.map((type) => saved.get(type) ?? defaultAlertRule(type));
}

export async function findAlertRule(db: Database, type: AlertType): Promise<AlertRule> {
  const [row] = await db.select().from(alertRules).where(eq(alertRules.type, type));
  return row ? toRule(row) : defaultAlertRule(type);
}

/** The active operators, by name: whom an alert is assigned to, whom a rule names. */
export function listAlertOperators(db: Database): Promise<AlertOperator[]> {
  return db
    .select({ id: operators.id, name: operators.name, role: operators.role })
    .from(operators)
    .where(eq(operators.active, true))
    .orderBy(operators.name, operators.id);
}

/** The rules an ingest batch or a sweep reads once and consults per alert. */
export interface RuleBook {
  /** The company's time zone, the clock the rules' days and hours are read on. */
  timeZone: string;
  rule(type: AlertType): AlertRule;
  /** The kind's threshold (its rule's, else the default); NaN for a kind that has none. */
  threshold(type: AlertType): number;
  /** Whether the kind's rule raises anything at `at` (enabled, weekday, hours). */
  raises(type: AlertType, at: Date): boolean;
}

export function ruleBookOf(rules: readonly AlertRule[], timeZone: string): RuleBook {
  const byType = new Map(rules.map((rule) => [rule.type, rule]));
  const rule = (type: AlertType) => byType.get(type) ?? defaultAlertRule(type);
  return {
    timeZone,
    rule,
    threshold: (type) => rule(type).threshold ?? ALERT_THRESHOLDS[type]?.default ?? Number.NaN,
    raises: (type, at) => ruleIsActive(rule(type), at, timeZone),
  };
}

/**
 * The saved rules (a handful of rows) and the company's time zone in one statement: read once per
 * batch of fixes, sweep or single alert.
 */
export async function loadRuleBook(db: Database): Promise<RuleBook> {
  const rows = await db
    .select({ timeZone: company.timeZone, rule: alertRules })
    .from(company)
    .leftJoin(alertRules, sql`true`);
  const rules = rows.flatMap((row) => (row.rule ? [toRule(row.rule)] : []));
  return ruleBookOf(rules, rows[0]?.timeZone ?? DEFAULT_TIME_ZONE);
}

/**
 * Saves a kind's rule at the version read (0: still the default). The threshold must be within the
 * kind's bounds (a kind without one takes none), and each operator named must exist and be active.
 */
export async function saveAlertRule(
  tx: Database,
  type: AlertType,
  input: z.output<typeof alertRuleInputSchema>,
  now: Date,
): Promise<{ before: AlertRule; after: AlertRule }> {
  const [row] = await tx.select().from(alertRules).where(eq(alertRules.type, type)).for('update');
  const before = row ? toRule(row) : defaultAlertRule(type);
  if (input.version !== before.version) throw staleVersion();

  const problems: FieldProblem[] = [];
  const bounds = ALERT_THRESHOLDS[type];
  if (bounds && (input.threshold === null || input.threshold < bounds.min || input.threshold > bounds.max))
    problems.push({
      path: 'threshold',
      code: 'validation.between',
      limits: { min: bounds.min, max: bounds.max },
    });
  const named = [...new Set([...input.notify.operatorIds, ...input.escalation.operatorIds])];
  if (named.length > 0) {
    const found = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(and(inArray(operators.id, named), eq(operators.active, true)));
    const known = new Set(found.map((o) => o.id));
    for (const group of ['notify', 'escalation'] as const)
      if (input[group].operatorIds.some((id) => !known.has(id)))
        problems.push({ path: `${group}.operatorIds`, code: 'validation.alertRuleOperator' });
  }
  if (problems.length > 0) throw new HttpProblem(400, 'validation', problems);

  const values = {
    enabled: input.enabled,
    severity: input.severity,
    threshold: bounds ? input.threshold : null,
    weekdays: [...new Set(input.weekdays)].sort(),
    activeFrom: input.activeFrom,
    activeUntil: input.activeUntil,
    notify: input.notify,
    escalation: input.escalation,
    version: before.version + 1,
    updatedAt: now,
  };
  const [saved] = await tx
    .insert(alertRules)
    .values({ type, ...values })
    .onConflictDoUpdate({ target: alertRules.type, set: values })
    .returning();
  return { before, after: toRule(saved!) };
}
