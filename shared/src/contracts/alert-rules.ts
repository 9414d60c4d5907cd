import { z } from 'zod';
import { ROLES, type Role } from './auth';
import { idSchema, intBetweenSchema, isoDateTimeSchema, timeOfDaySchema } from './common';
import { ALERT_SEVERITIES, ALERT_TYPES, type AlertType, MONITOR_RULES } from './monitoring';
import { saudiMobileSchema } from './phone';

/**
 * Alert rules (issue #38, ADR 0063): per alert kind, whether it is raised, how grave it is, when
 * (weekdays and hours on the company's clock), who is told on which channel, and who is told when
 * nobody acknowledges it in time. A kind without a saved rule has its default, which is what the
 * product did before rules existed (MONITOR_RULES' thresholds, every trip reader in the console).
 */

/** In the console (the alert toast), by e-mail and by SMS (both through the notice outbox, ADR 0026). */
export const ALERT_RULE_CHANNELS = ['in_app', 'email', 'sms'] as const;
export type AlertRuleChannel = (typeof ALERT_RULE_CHANNELS)[number];

/** 0 is Sunday, as `Date.getDay()` counts. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export type ThresholdUnit = 'kmh' | 'minutes' | 'metres';

/** The kinds whose rule carries a threshold: its unit, its default (the old constant) and its bounds. */
export const ALERT_THRESHOLDS: Partial<
  Record<AlertType, { unit: ThresholdUnit; default: number; min: number; max: number }>
> = {
  speeding: { unit: 'kmh', default: MONITOR_RULES.speedLimitKmh, min: 20, max: 200 },
  long_idle: { unit: 'minutes', default: MONITOR_RULES.idleMinutes, min: 1, max: 240 },
  device_offline: { unit: 'minutes', default: MONITOR_RULES.offlineMinutes, min: 1, max: 120 },
  off_route: { unit: 'metres', default: MONITOR_RULES.offRouteM, min: 50, max: 20_000 },
  late_start: { unit: 'minutes', default: MONITOR_RULES.lateStartMinutes, min: 1, max: 240 },
};

/** The roles that read trips: who saw every alert's toast before rules existed. */
const TRIP_READER_ROLES: Role[] = ['admin', 'dispatcher', 'viewer'];

/** Who is told, and how: operators by role or by account (in-app and e-mail), phone numbers (SMS). */
export const alertRecipientsSchema = z.object({
  channels: z.array(z.enum(ALERT_RULE_CHANNELS, 'validation.choice')).max(ALERT_RULE_CHANNELS.length),
  roles: z.array(z.enum(ROLES, 'validation.choice')).max(ROLES.length),
  operatorIds: z.array(idSchema).max(50, 'validation.max'),
  phones: z.array(saudiMobileSchema).max(10, 'validation.max'),
});
export type AlertRecipients = z.infer<typeof alertRecipientsSchema>;

const NO_ONE: AlertRecipients = { channels: [], roles: [], operatorIds: [], phones: [] };

/** The channels on that reach no one: in-app or e-mail without an operator, SMS without a number. */
export function unreachedChannels(recipients: AlertRecipients): AlertRuleChannel[] {
  const operators = recipients.roles.length + recipients.operatorIds.length > 0;
  return recipients.channels.filter((channel) =>
    channel === 'sms' ? recipients.phones.length === 0 : !operators,
  );
}

const escalationSchema = alertRecipientsSchema.extend({
  /** Minutes an open alert may wait for an acknowledgement; null: never escalated. */
  afterMinutes: intBetweenSchema(1, 24 * 60).nullable(),
});

export const alertRuleInputSchema = z
  .object({
    enabled: z.boolean('validation.required'),
    severity: z.enum(ALERT_SEVERITIES, 'validation.choice'),
    /** The kind's threshold in its unit (ALERT_THRESHOLDS); null for a kind that has none. */
    threshold: z.number('validation.number').nullable(),
    weekdays: z
      .array(z.number().int().min(0).max(6))
      .min(1, 'validation.alertRuleNoWeekday')
      .max(7, 'validation.max'),
    /** Active hours on the company's clock (may cross midnight); both null: all day. */
    activeFrom: timeOfDaySchema.nullable(),
    activeUntil: timeOfDaySchema.nullable(),
    notify: alertRecipientsSchema,
    escalation: escalationSchema,
    /** The version read; 0 for a kind still on its default. */
    version: z.number('validation.number').int('validation.integer').min(0, 'validation.version'),
  })
  .superRefine((rule, ctx) => {
    if ((rule.activeFrom === null) !== (rule.activeUntil === null))
      ctx.addIssue({ code: 'custom', path: ['activeUntil'], message: 'validation.alertRuleHoursPair' });
    else if (rule.activeFrom !== null && rule.activeFrom === rule.activeUntil)
      ctx.addIssue({ code: 'custom', path: ['activeUntil'], message: 'validation.alertRuleHoursEmpty' });
    if (unreachedChannels(rule.notify).length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['notify', 'channels'],
        message: 'validation.alertRuleNoRecipient',
      });
    if (rule.escalation.afterMinutes !== null) {
      if (rule.escalation.channels.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['escalation', 'channels'],
          message: 'validation.alertRuleNoChannel',
        });
      else if (unreachedChannels(rule.escalation).length > 0)
        ctx.addIssue({
          code: 'custom',
          path: ['escalation', 'channels'],
          message: 'validation.alertRuleNoRecipient',
        });
    }
  });
export type AlertRuleInput = z.input<typeof alertRuleInputSchema>;

export const alertRuleSchema = z.object({
  type: z.enum(ALERT_TYPES),
  enabled: z.boolean(),
  severity: z.enum(ALERT_SEVERITIES),
  threshold: z.number().nullable(),
  weekdays: z.array(z.number().int()),
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
  notify: alertRecipientsSchema,
  escalation: escalationSchema,
  /** 0: the built-in default, never saved. */
  version: z.number().int(),
  updatedAt: isoDateTimeSchema.nullable(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

export const alertRuleParamsSchema = z.object({ type: z.enum(ALERT_TYPES, 'validation.choice') });

/** A kind's rule before anyone edits it: what the product did when the rules were constants. */
export function defaultAlertRule(type: AlertType): AlertRule {
  return {
    type,
    enabled: true,
    severity: type === 'sos' ? 'critical' : type === 'unexpected_rider' ? 'info' : 'warning',
    threshold: ALERT_THRESHOLDS[type]?.default ?? null,
    weekdays: [...WEEKDAYS],
    activeFrom: null,
    activeUntil: null,
    notify: { ...NO_ONE, channels: ['in_app'], roles: [...TRIP_READER_ROLES] },
    escalation: { ...NO_ONE, afterMinutes: null },
    version: 0,
    updatedAt: null,
  };
}

/** Whether an operator is among a rule's recipients, by role or by account. */
export function isRecipient(
  recipients: { roles: readonly string[]; operatorIds: readonly string[] },
  operator: { id: string; role: Role },
): boolean {
  return recipients.roles.includes(operator.role) || recipients.operatorIds.includes(operator.id);
}

/** An operator an alert may be assigned to or a rule may name: every active account, by name. */
export const alertOperatorSchema = z.object({ id: z.string(), name: z.string(), role: z.enum(ROLES) });
export type AlertOperator = z.infer<typeof alertOperatorSchema>;
