import { z } from 'zod';
import { idSchema, listQuerySchema } from './common';

/** What a parent is told about. Each has an Arabic and an English template. */
export const NOTICE_EVENTS = [
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
  'invoice-issued',
  'invoice-overdue',
  'payment-received',
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
];

export const NOTICE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
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
});
export type NoticeListQuery = z.infer<typeof noticeListQuerySchema>;
