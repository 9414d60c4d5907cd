import { z } from 'zod';
import { idSchema, intBetweenSchema, isoDateSchema } from './common';
import { NEAR_MINUTES_MAX, NEAR_MINUTES_MIN, NOTICE_CHANNELS, NOTICE_EVENTS } from './notices';
import { signInSessionRowSchema } from './phone-sign-in';
import { REGISTRATION_STATUSES } from './registration-requests';
import { ABSENCE_PARTS, ABSENCE_REPORTERS, absenceInputSchema } from './students';
import { tripOfTheDaySchema } from './trips';

/**
 * The families' phone app (ADR 0053): a parent signs in with the phone on file and a texted code,
 * and sees their own children only.
 */

/** The families' session cookie: httpOnly, SameSite=Strict, sent to /api/v1/family only. */
export const FAMILY_SESSION_COOKIE = 'rihla_family';

export const familyParentSchema = z.object({ id: idSchema, name: z.string(), phone: z.string() });

/**
 * The signed-in family (the account holder's record) and when the session ends; `guardian` is the
 * guardian signed in, or null for the account holder.
 */
export const familySessionSchema = z.object({
  parent: familyParentSchema,
  guardian: z.object({ id: idSchema, name: z.string() }).nullable(),
  expiresAt: z.string(),
});
export type FamilySession = z.infer<typeof familySessionSchema>;

/** `POST /family/auth/link`: send a sign-in link to this address if it is on file. */
export const linkRequestSchema = z
  .object({
    email: z
      .string('validation.required')
      .trim()
      .toLowerCase()
      .max(254, 'validation.tooLong')
      .pipe(z.email('validation.email')),
  })
  .strict();
export type LinkRequest = z.input<typeof linkRequestSchema>;

/** `POST /family/auth/link/verify`: the token the e-mailed link carried. */
export const linkVerifySchema = z
  .object({ token: z.string('validation.required').trim().min(20, 'validation.required').max(200) })
  .strict();

/** Where a sign-in link opens the app: `/family/#link=<token>` (a fragment never reaches a server log). */
export const SIGN_IN_LINK_FRAGMENT = 'link';

/** `GET /family/sessions`: the signed-in person's own phones; `current` is the one asking. */
export const familySessionListSchema = z.object({
  items: z.array(signInSessionRowSchema.extend({ current: z.boolean() })),
});

/** One of a child's trips of today, as the family sees it: their own stop only, never the bus's place. */
export const familyTripSchema = tripOfTheDaySchema.extend({
  /** The child's stop, where it is, and its planned time (`HH:MM`, the operator's clock). */
  stop: z.object({
    nameAr: z.string(),
    nameEn: z.string(),
    plannedTime: z.string(),
    lat: z.number(),
    lng: z.number(),
  }),
  /**
   * Where the bus was last seen, only while the trip runs and the child is still to be dropped off
   * (ADR 0053): null before the trip starts, after the child's drop-off, when absent, or without a fix.
   */
  bus: z.object({ lat: z.number(), lng: z.number(), at: z.string() }).nullable(),
  /** Minutes until the bus reaches the child's stop; null when not known or once there or past. */
  etaMinutes: z.number().int().nullable(),
  stopReached: z.boolean(),
  /** When the child was scanned on and off the bus (ISO instants). */
  boardedAt: z.string().nullable(),
  droppedAt: z.string().nullable(),
  /** An absence covers this trip: the child does not ride it. */
  absent: z.boolean(),
});
export type FamilyTrip = z.infer<typeof familyTripSchema>;

export const familyChildSchema = z.object({
  id: idSchema,
  nameAr: z.string(),
  nameEn: z.string(),
  grade: z.number().int(),
  school: z.object({ nameAr: z.string(), nameEn: z.string() }),
  trips: z.array(familyTripSchema),
});
export type FamilyChild = z.infer<typeof familyChildSchema>;

/** `GET /family/today`: the day on the operator's clock and each child's trips of it. */
export const familyTodaySchema = z.object({ date: isoDateSchema, children: z.array(familyChildSchema) });
export type FamilyToday = z.infer<typeof familyTodaySchema>;

/** `POST /family/children/:id/absences`: days, the part of them, an optional note. */
export const familyAbsenceInputSchema = absenceInputSchema;

/** An absence of one of the family's children, today's or later. */
export const familyAbsenceSchema = z.object({
  id: idSchema,
  studentId: idSchema,
  fromDate: isoDateSchema,
  toDate: isoDateSchema,
  part: z.enum(ABSENCE_PARTS),
  reason: z.string().nullable(),
  reportedBy: z.enum(ABSENCE_REPORTERS),
  /** Who of the family reported it (the parent's or a guardian's name); null when the office did. */
  reporterName: z.string().nullable(),
  /** The family can still take it back (theirs, and before its first trip's cut-off). */
  withdrawable: z.boolean(),
});
export type FamilyAbsence = z.infer<typeof familyAbsenceSchema>;

/** `GET /family/absences`: the cut-off in minutes before a trip's first pickup, and the absences. */
export const familyAbsenceListSchema = z.object({
  cutoffMinutes: z.number().int(),
  items: z.array(familyAbsenceSchema),
});
export type FamilyAbsenceList = z.infer<typeof familyAbsenceListSchema>;

/** One of the family's requests for a seat, as the parent follows it in the app. */
export const familyRequestSchema = z.object({
  id: idSchema,
  reference: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  studentNameAr: z.string(),
  studentNameEn: z.string().nullable(),
  school: z.object({ nameAr: z.string(), nameEn: z.string() }),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why the office said no: the same words the parent's rejection notice carries. */
  rejectionReason: z.string().nullable(),
});

/**
 * `GET /family/requests`: the requests sent with the parent's phone or linked to them, newest
 * first, and what the registration form is filled with when they ask for another child (their
 * own name, phone and e-mail, and the home of a child already riding).
 */
export const familyRequestListSchema = z.object({
  items: z.array(familyRequestSchema),
  prefill: z.object({
    parentName: z.string(),
    parentPhone: z.string(),
    parentEmail: z.string().nullable(),
    homeLat: z.number().nullable(),
    homeLng: z.number().nullable(),
  }),
});
export type FamilyRequestList = z.infer<typeof familyRequestListSchema>;

/**
 * One thing the company told the family: an event's words once, however many channels carried it
 * (the e-mail's wording when there was one), and by which channels.
 */
export const familyNoticeSchema = z.object({
  id: idSchema,
  event: z.enum(NOTICE_EVENTS),
  subject: z.string(),
  body: z.string(),
  at: z.string(),
  channels: z.array(z.enum(NOTICE_CHANNELS)),
});

/** `GET /family/notices`: the family's inbox, newest first. */
export const familyNoticeListSchema = z.object({ items: z.array(familyNoticeSchema) });
export type FamilyNoticeList = z.infer<typeof familyNoticeListSchema>;

/** `GET /family/push-key`: the VAPID public key (base64url) a phone subscribes with (ADR 0074). */
export const familyPushKeySchema = z.object({ publicKey: z.string() });

/**
 * `POST /family/push-subscriptions`: what the browser's PushManager gave the phone (its
 * `PushSubscription.toJSON()`), and a label for the console (the phone's browser).
 */
export const familyPushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'validation.invalid' }).max(2_000, 'validation.tooLong'),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'validation.invalid'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,30}$/, 'validation.invalid'),
  }),
  label: z.string().trim().max(120, 'validation.tooLong').optional(),
});
export type FamilyPushSubscriptionInput = z.infer<typeof familyPushSubscriptionInputSchema>;

/** `DELETE /family/push-subscriptions`: the phone's endpoint, no longer to be used. */
export const familyPushUnsubscribeSchema = z.object({
  endpoint: z.string().min(1, 'validation.required').max(2_000, 'validation.tooLong'),
});

/** The channels a parent turns on or off in the app; WhatsApp stays the office's to set. */
export const FAMILY_NOTICE_CHANNELS = ['sms', 'email', 'push'] as const;

/**
 * `GET /family/notice-preferences`: the parent's own notice preferences (those the console's parent
 * page keeps, ADR 0074): the app's channels, the "bus near" minutes, whether there is an e-mail
 * address to write to, and the version the next save must name (0 when never saved).
 */
export const familyNoticePreferencesSchema = z.object({
  channels: z.array(z.enum(FAMILY_NOTICE_CHANNELS)),
  nearMinutes: z.number().int(),
  hasEmail: z.boolean(),
  version: z.number().int(),
});
export type FamilyNoticePreferences = z.infer<typeof familyNoticePreferencesSchema>;

/** `PUT /family/notice-preferences`: at least one channel; the language and quiet hours are kept. */
export const familyNoticePreferencesInputSchema = z.object({
  channels: z
    .array(z.enum(FAMILY_NOTICE_CHANNELS, 'validation.choice'), 'validation.required')
    .min(1, 'validation.channelRequired'),
  nearMinutes: intBetweenSchema(NEAR_MINUTES_MIN, NEAR_MINUTES_MAX),
  version: z.number('validation.number').int('validation.integer').min(0, 'validation.version'),
});
export type FamilyNoticePreferencesInput = z.infer<typeof familyNoticePreferencesInputSchema>;
