import { z } from 'zod';
import { idSchema, intBetweenSchema, timeOfDaySchema } from './common';

/**
 * Reports e-mailed on a schedule (issue 38 part 5, ADR 0065): a school's (or every school's)
 * ridership and on-time figures of finished trips, or finance's ageing of what families owe, as an
 * XLSX or PDF attachment, to a list of addresses, in one language.
 */

/** ridership: the trips of the period with their KPIs (ADR 0057); ageing: what is owed by days past due. */
export const REPORT_KINDS = ['ridership', 'ageing'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

export const REPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_LANGUAGES = ['ar', 'en'] as const;

/** Sunday first, as a cron expression counts them (0 = Sunday). */
export const WEEKDAY_NUMBERS = [0, 1, 2, 3, 4, 5, 6] as const;

/** A day every month has: a schedule on the 31st would skip half the year. */
export const LAST_DAY_OF_MONTH = 28;

/** More would make the report a mailing list. */
export const MAX_RECIPIENTS = 20;

const recipientSchema = z
  .string('validation.required')
  .trim()
  .toLowerCase()
  .refine((value) => z.email().safeParse(value).success, 'validation.email');

export const scheduledReportInputSchema = z
  .object({
    kind: z.enum(REPORT_KINDS, 'validation.choice'),
    /** Ridership only: that school's trips; none is every school. */
    schoolId: idSchema.nullable().default(null),
    frequency: z.enum(REPORT_FREQUENCIES, 'validation.choice'),
    /** Weekly: 0 (Sunday) to 6 (Saturday). */
    weekday: intBetweenSchema(0, 6).nullable().default(null),
    /** Monthly: 1 to 28. */
    dayOfMonth: intBetweenSchema(1, LAST_DAY_OF_MONTH).nullable().default(null),
    /** `HH:MM` on the company's clock. */
    time: timeOfDaySchema,
    format: z.enum(REPORT_FORMATS, 'validation.choice'),
    recipients: z
      .array(recipientSchema, 'trips.reportNoRecipient')
      .min(1, 'trips.reportNoRecipient')
      .max(MAX_RECIPIENTS, 'trips.reportTooManyRecipients')
      .transform((list) => [...new Set(list)]),
    language: z.enum(REPORT_LANGUAGES, 'validation.choice'),
  })
  .superRefine((value, ctx) => {
    if (value.frequency === 'weekly' && value.weekday === null)
      ctx.addIssue({ code: 'custom', path: ['weekday'], message: 'trips.reportWeekdayRequired' });
    if (value.frequency === 'monthly' && value.dayOfMonth === null)
      ctx.addIssue({ code: 'custom', path: ['dayOfMonth'], message: 'trips.reportDayOfMonthRequired' });
    if (value.kind === 'ageing' && value.schoolId !== null)
      ctx.addIssue({ code: 'custom', path: ['schoolId'], message: 'trips.reportNoSchoolForAgeing' });
  });
export type ScheduledReportInput = z.input<typeof scheduledReportInputSchema>;

/** What a new schedule's form starts from: every school's ridership, daily at 07:00, as XLSX. */
export const NEW_SCHEDULED_REPORT = {
  kind: 'ridership',
  schoolId: null,
  frequency: 'daily',
  weekday: null,
  dayOfMonth: null,
  time: '07:00',
  format: 'xlsx',
  recipients: [],
  language: 'ar',
} as const satisfies ScheduledReportInput;

export const scheduledReportSchema = z.object({
  id: idSchema,
  kind: z.enum(REPORT_KINDS),
  schoolId: idSchema.nullable(),
  schoolNameAr: z.string().nullable(),
  schoolNameEn: z.string().nullable(),
  frequency: z.enum(REPORT_FREQUENCIES),
  weekday: z.number().int().nullable(),
  dayOfMonth: z.number().int().nullable(),
  time: z.string(),
  /** The cron expression the schedule is kept as, read in `timeZone`. */
  cron: z.string(),
  timeZone: z.string(),
  format: z.enum(REPORT_FORMATS),
  recipients: z.array(z.string()),
  language: z.enum(REPORT_LANGUAGES),
  /** The next slot it goes out at. */
  nextRunAt: z.string(),
  lastSentAt: z.string().nullable(),
});
export type ScheduledReport = z.infer<typeof scheduledReportSchema>;

/** How one recipient's copy of a send went: the notice outbox's status of its e-mail. */
export const reportDeliverySchema = z.object({
  address: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed', 'unsent']),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});

export const reportSendSchema = z.object({
  id: idSchema,
  reportId: idSchema,
  kind: z.enum(REPORT_KINDS),
  schoolNameAr: z.string().nullable(),
  schoolNameEn: z.string().nullable(),
  format: z.enum(REPORT_FORMATS),
  /** The schedule's slot it stands for; null for a "send now". */
  slotAt: z.string().nullable(),
  /** The days the report covers (ageing: both are the day it is as of). */
  periodFrom: z.string(),
  periodTo: z.string(),
  createdAt: z.string(),
  deliveries: z.array(reportDeliverySchema),
});
export type ReportSend = z.infer<typeof reportSendSchema>;

export const reportSendQuerySchema = z.object({
  reportId: idSchema.optional(),
  limit: z.coerce.number('validation.number').int().min(1).max(100).default(50),
});
