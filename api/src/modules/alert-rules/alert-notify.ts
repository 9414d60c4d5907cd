import type { AlertRecipients, AlertRule } from '@rihla/shared/contracts/alert-rules';
import type { AlertSeverity, AlertType } from '@rihla/shared/contracts/monitoring';
import type { NoticeEvent } from '@rihla/shared/contracts/notices';
import type { Texts } from '@rihla/shared/i18n/labels';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { wallClockParts } from '../../lib/operators-clock';
import type { monitorAlerts } from '../alerts/alerts.table';
import { type NoticeRecipient, queueNotices } from '../notices/queue-notice';
import { operators } from '../operators/operators.table';

/** An alert kind as an e-mail or SMS names it; a kind added later reads as its code until worded here. */
const ALERT_TYPE_TEXTS: Partial<Record<AlertType, Texts>> = {
  speeding: { ar: 'سرعة زائدة', en: 'speeding' },
  long_idle: { ar: 'توقف طويل', en: 'long idle' },
  device_offline: { ar: 'الجهاز غير متصل', en: 'device offline' },
  off_route: { ar: 'خارج المسار', en: 'off route' },
  sos: { ar: 'استغاثة', en: 'SOS' },
  wrong_bus: { ar: 'طالب في حافلة خطأ', en: 'student on the wrong bus' },
  unexpected_rider: { ar: 'راكب غير متوقع', en: 'unexpected rider' },
  zone_entered: { ar: 'دخول منطقة محظورة', en: 'entered a no-go zone' },
  zone_left: { ar: 'خروج من منطقة محظورة', en: 'left a no-go zone' },
  zone_dwell: { ar: 'بقاء طويل في منطقة', en: 'stayed too long in a zone' },
  late_start: { ar: 'تأخر بدء الرحلة', en: 'late start' },
  stop_skipped: { ar: 'محطة فائتة', en: 'stop skipped' },
  check_overridden: { ar: 'تجاوز فحص نهاية الرحلة', en: 'end-of-trip check overridden' },
};

const SEVERITY_TEXTS: Record<AlertSeverity, Texts> = {
  info: { ar: 'للعلم', en: 'info' },
  warning: { ar: 'تحذير', en: 'warning' },
  critical: { ar: 'حرج', en: 'critical' },
};

const VALUE_TEXTS: Partial<Record<AlertType, (value: number) => Texts>> = {
  speeding: (v) => ({ ar: `السرعة ${v} كم/س.`, en: `Speed ${v} km/h.` }),
  long_idle: (v) => ({ ar: `متوقفة منذ ${v} دقيقة.`, en: `Standing for ${v} min.` }),
  device_offline: (v) => ({ ar: `بلا بيانات منذ ${v} دقيقة.`, en: `No data for ${v} min.` }),
  off_route: (v) => ({ ar: `على بعد ${v} م من المسار.`, en: `${v} m from the route.` }),
  zone_left: (v) => ({ ar: `بقيت فيها ${v} دقيقة.`, en: `${v} min inside.` }),
  zone_dwell: (v) => ({ ar: `فيها منذ ${v} دقيقة.`, en: `Inside for ${v} min.` }),
  late_start: (v) => ({
    ar: `لم تبدأ بعد ${v} دقيقة من موعدها.`,
    en: `Not started ${v} min after its time.`,
  }),
  stop_skipped: (v) => ({
    ar: `محطات لم تصلها وفيها ركاب: ${v}.`,
    en: `Stops with riders never reached: ${v}.`,
  }),
  check_overridden: (v) => ({
    ar: `أُكملت والمسح يعدّ ${v} طالبًا على متنها.`,
    en: `Completed while the scans counted ${v} on board.`,
  }),
};

/** The value's words, after the zone's name when the alert has one. */
function detailOf(type: AlertType, value: number | null, zone: AlertToTell['zone']): Texts | string {
  const said = value === null ? undefined : VALUE_TEXTS[type]?.(value);
  if (!zone) return said ?? '';
  return {
    ar: `المنطقة: ${zone.nameAr}.${said ? ` ${said.ar}` : ''}`,
    en: `Zone: ${zone.nameEn}.${said ? ` ${said.en}` : ''}`,
  };
}

/** What a new alert records of the rule that raised it (ADR 0063). */
export function alertColumnsOf(rule: AlertRule, raisedAt: Date) {
  const { notify, escalation } = rule;
  return {
    severity: rule.severity,
    ruleVersion: rule.version,
    ruleThreshold: rule.threshold,
    audience: notify.channels.includes('in_app')
      ? { roles: [...notify.roles], operatorIds: [...notify.operatorIds] }
      : null,
    escalateAt:
      escalation.afterMinutes === null
        ? null
        : new Date(raisedAt.getTime() + escalation.afterMinutes * 60_000),
  };
}

/** A raised alert with what its e-mail or SMS names: the bus's plate and the trip's name. */
export interface AlertToTell {
  alert: Pick<
    typeof monitorAlerts.$inferSelect,
    'id' | 'type' | 'value' | 'raisedAt' | 'severity' | 'tripId'
  >;
  plateNumber: string;
  tripName: string | null;
  /** The zone it is about, by name (ADR 0062); null: none. */
  zone: { nameAr: string; nameEn: string } | null;
}

/** The active operators a rule's recipients name, by role or by account, and its phone numbers. */
async function recipientsOf(tx: Database, recipients: AlertRecipients): Promise<NoticeRecipient[]> {
  const email = recipients.channels.includes('email');
  const sms = recipients.channels.includes('sms');
  const found: NoticeRecipient[] = [];
  if (email && recipients.roles.length + recipients.operatorIds.length > 0) {
    const named = await tx
      .select({ id: operators.id, email: operators.email, locale: operators.locale })
      .from(operators)
      .where(
        and(
          eq(operators.active, true),
          or(
            recipients.roles.length > 0 ? inArray(operators.role, recipients.roles) : undefined,
            recipients.operatorIds.length > 0 ? inArray(operators.id, recipients.operatorIds) : undefined,
          ),
        ),
      )
      .orderBy(operators.id);
    for (const operator of named)
      found.push({
        key: `operator:${operator.id}`,
        parentId: null,
        email: operator.email,
        phone: '',
        channels: ['email'],
        language: operator.locale ?? 'ar',
      });
  }
  if (sms)
    for (const phone of recipients.phones)
      found.push({
        key: `phone:${phone}`,
        parentId: null,
        email: null,
        phone,
        channels: ['sms'],
        language: 'ar',
      });
  return found;
}

/**
 * Queues the e-mails and SMS of an alert's rule (raised) or of its escalation, in the caller's
 * transaction, through the notice outbox: keyed by alert, so each recipient is told once per event
 * whatever replica or retry queues it again.
 */
export async function tellOfAlert(
  tx: Database,
  told: AlertToTell,
  recipients: AlertRecipients,
  event: Extract<NoticeEvent, 'alert-raised' | 'alert-escalated'>,
  timeZone: string,
  now: Date,
): Promise<number> {
  const people = await recipientsOf(tx, recipients);
  if (people.length === 0) return 0;
  const { alert } = told;
  const clock = wallClockParts(alert.raisedAt, timeZone);
  const notice = {
    event,
    eventKey: `${event}:${alert.id}`,
    tripId: alert.tripId,
    variables: {
      alert: ALERT_TYPE_TEXTS[alert.type] ?? alert.type,
      severity: SEVERITY_TEXTS[alert.severity],
      plate: told.plateNumber,
      trip: told.tripName ?? '-',
      time: `${clock.hour}:${clock.minute}`,
      value: detailOf(alert.type, alert.value, told.zone),
      minutes: String(Math.max(1, Math.round((now.getTime() - alert.raisedAt.getTime()) / 60_000))),
    },
  };
  return queueNotices(
    tx,
    people.map((recipient) => ({ recipient, notice })),
  );
}
