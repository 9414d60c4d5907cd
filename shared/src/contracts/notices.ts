import { z } from 'zod';
import { idSchema, intBetweenSchema, isoDateSchema, listQuerySchema, timeOfDaySchema } from './common';

/** What a parent (or a scheduled report's recipient) is told about. Each has an Arabic and an English template. */
export const NOTICE_EVENTS = [
  /** The public form's acknowledgement: the request's reference, in the form's language. */
  'registration-received',
  'registration-approved',
  'registration-waitlisted',
  'registration-rejected',
  'child-boarded',
  'child-alighted',
  'bus-near',
  'trip-delayed',
  'trip-disrupted',
  'replacement-bus',
  'trip-cancelled',
  /** A holiday cancelled trips: each of their drivers and attendants is told once (ADR 0054). */
  'crew-holiday',
  /** The route planner's accepted plan moved the child's stop or time to school. */
  'pickup-changed',
  'invoice-issued',
  'invoice-overdue',
  'payment-received',
  /** An alert's rule tells operators by e-mail or SMS (ADR 0063). */
  'alert-raised',
  /** Nobody acknowledged an alert in its rule's time: its escalation recipients are told. */
  'alert-escalated',
  /** A report e-mailed on its schedule, or by "send now", to the addresses it lists (ADR 0065). */
  'scheduled-report',
  /** A link that signs a parent or guardian in to the families' app, sent to their address on file (ADR 0075). */
  'family-sign-in-link',
] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

/** Notices about a child on the road: sent at once, quiet hours or not. */
export const SAFETY_EVENTS: readonly NoticeEvent[] = [
  'child-boarded',
  'child-alighted',
  'bus-near',
  'trip-delayed',
  'trip-disrupted',
  'replacement-bus',
  'trip-cancelled',
  'alert-raised',
  'alert-escalated',
];

/** Sent at once whatever the quiet hours: the safety notices, and a sign-in link that dies in minutes. */
export const AT_ONCE_EVENTS: readonly NoticeEvent[] = [...SAFETY_EVENTS, 'family-sign-in-link'];

/**
 * `push`: web push to the phones where the parent turned the families' app's notifications on
 * (ADR 0074); queued only for a parent with such a phone.
 */
export const NOTICE_CHANNELS = ['email', 'sms', 'whatsapp', 'push'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export const NOTICE_LANGUAGES = ['ar', 'en'] as const;

/**
 * pending: waiting for its (next) attempt; sending: claimed by a worker; sent: the channel took it;
 * failed: gave up after the last attempt (an operator may retry); unsent: no channel configured for it.
 */
export const NOTICE_STATUSES = ['pending', 'sending', 'sent', 'failed', 'unsent'] as const;

export const noticeSchema = z.object({
  id: idSchema,
  event: z.enum(NOTICE_EVENTS),
  channel: z.enum(NOTICE_CHANNELS),
  status: z.enum(NOTICE_STATUSES),
  /** The e-mail address or phone number it goes to. */
  address: z.string(),
  language: z.enum(NOTICE_LANGUAGES),
  subject: z.string(),
  body: z.string(),
  attempts: z.number().int(),
  /** The channel's last refusal, or `notices.noChannel`. */
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  parentId: idSchema.nullable(),
  parentName: z.string().nullable(),
  tripId: idSchema.nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const NOTICE_SORT_FIELDS = ['createdAt', 'status', 'event'] as const;

export const noticeListQuerySchema = listQuerySchema(NOTICE_SORT_FIELDS).extend({
  status: z.enum(NOTICE_STATUSES, 'validation.choice').optional(),
  channel: z.enum(NOTICE_CHANNELS, 'validation.choice').optional(),
  event: z.enum(NOTICE_EVENTS, 'validation.choice').optional(),
  parentId: idSchema.optional(),
  tripId: idSchema.optional(),
  /** Written on or after this day, on the operators' clock. */
  from: isoDateSchema.optional(),
  /** Written on or before this day, on the operators' clock. */
  to: isoDateSchema.optional(),
});
export type NoticeListQuery = z.infer<typeof noticeListQuerySchema>;

/** "The bus is about N minutes from your stop": N per parent. */
export const NEAR_MINUTES_DEFAULT = 10;
export const NEAR_MINUTES_MIN = 2;
export const NEAR_MINUTES_MAX = 60;

/**
 * How a parent wants to be told. A parent who never chose has the defaults and version 0; quiet
 * hours (`HH:MM` on the operators' clock, may cross midnight) hold all but safety notices.
 */
export const noticePreferencesSchema = z.object({
  parentId: idSchema,
  channels: z.array(z.enum(NOTICE_CHANNELS)),
  language: z.enum(NOTICE_LANGUAGES),
  quietFrom: z.string().nullable(),
  quietUntil: z.string().nullable(),
  nearMinutes: z.number().int(),
  version: z.number().int(),
});
export type NoticePreferences = z.infer<typeof noticePreferencesSchema>;

export const noticePreferencesInputSchema = z
  .object({
    channels: z
      .array(z.enum(NOTICE_CHANNELS, 'validation.choice'), 'validation.required')
      .min(1, 'validation.channelRequired'),
    language: z.enum(NOTICE_LANGUAGES, 'validation.choice'),
    quietFrom: timeOfDaySchema.nullable(),
    quietUntil: timeOfDaySchema.nullable(),
    nearMinutes: intBetweenSchema(NEAR_MINUTES_MIN, NEAR_MINUTES_MAX),
    /** The version read; 0 when the parent had no preferences yet. */
    version: z.number('validation.number').int('validation.integer').min(0, 'validation.version'),
  })
  .refine((p) => (p.quietFrom === null) === (p.quietUntil === null), {
    path: ['quietUntil'],
    message: 'validation.quietHoursPair',
  })
  .refine((p) => p.quietFrom === null || p.quietFrom !== p.quietUntil, {
    path: ['quietUntil'],
    message: 'validation.quietHoursEmpty',
  });
export type NoticePreferencesInput = z.input<typeof noticePreferencesInputSchema>;

/**
 * An event's wording in one language as an administrator edits it. `variables` are the names the
 * event fills in (`{{studentName}}`); `version` 0 is the built-in wording, never edited.
 */
export const noticeTemplateSchema = z.object({
  event: z.enum(NOTICE_EVENTS),
  language: z.enum(NOTICE_LANGUAGES),
  subject: z.string(),
  body: z.string(),
  variables: z.array(z.string()),
  edited: z.boolean(),
  version: z.number().int(),
});
export type NoticeTemplate = z.infer<typeof noticeTemplateSchema>;

export const noticeTemplateParamsSchema = z.object({
  event: z.enum(NOTICE_EVENTS, 'validation.choice'),
  language: z.enum(NOTICE_LANGUAGES, 'validation.choice'),
});

export const noticeTemplateTextSchema = z.object({
  subject: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(200, 'validation.tooLong'),
  body: z.string('validation.required').trim().min(1, 'validation.required').max(1000, 'validation.tooLong'),
});
export type NoticeTemplateText = z.infer<typeof noticeTemplateTextSchema>;

export const noticeTemplateInputSchema = noticeTemplateTextSchema.extend({
  /** The version read; 0 when the built-in wording is replaced for the first time. */
  version: z.number('validation.number').int('validation.integer').min(0, 'validation.version'),
});
export type NoticeTemplateInput = z.input<typeof noticeTemplateInputSchema>;

/**
 * What a parent's trip link (`/t/<token>`) shows: their child's stop, the bus's ETA to it and
 * whether the child has boarded; nothing of the bus's path, speed or place, nor of other children.
 */
export const tripLinkViewSchema = z.object({
  stopName: z.object({ ar: z.string(), en: z.string() }),
  /** Minutes until the bus reaches the stop; null when not known or once the bus is there or past it. */
  etaMinutes: z.number().int().nullable(),
  /** The bus has reached (or passed) the child's stop. */
  stopReached: z.boolean(),
  /** The child was scanned onto the bus on this trip. */
  boarded: z.boolean(),
  /** The plate of the bus running the trip now: a disruption's replacement once it has taken over. */
  busPlate: z.string(),
  /** The bus is a replacement for the one the trip set out with. */
  replacementBus: z.boolean(),
  /** The child was scanned off the bus on this trip. */
  droppedOff: z.boolean(),
  /** How the trip ended (the link stays open a while after); null while it is planned or running. */
  ended: z.enum(['completed', 'cancelled']).nullable(),
  /** The company's phone, for a parent with a question; null when the company has not set one. */
  companyPhone: z.string().nullable(),
});
export type TripLinkView = z.infer<typeof tripLinkViewSchema>;
