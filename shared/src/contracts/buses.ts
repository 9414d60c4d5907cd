import { z } from 'zod';
import { latinDigits } from '../format/digits';
import {
  entityMetaSchema,
  intBetweenSchema,
  isoDateSchema,
  isoDateTimeSchema,
  listQuerySchema,
  requiredTextSchema,
  versionSchema,
} from './common';
import { SERVICE_STATES } from './road-safety';

export const BUS_STATUSES = ['active', 'maintenance', 'out_of_service'] as const;
export type BusStatus = (typeof BUS_STATUSES)[number];

/**
 * Saudi plates carry both scripts: up to four digits and up to three letters, typed in Latin
 * (`1234 ABD`) or Arabic (`١٢٣٤ أ ب د`, letters first or digits first). Stored with Latin digits,
 * digits first, Latin letters together and Arabic letters spaced as on the plate: `1234 ABD`,
 * `1234 أ ب د`. The same plate in the other script is the same bus (`plateKey`, docs/compliance.md).
 */
const ARABIC_LETTER = '[\\u0621-\\u063a\\u0641-\\u064a]';
export const PLATE_PATTERN = new RegExp(`^\\d{1,4} ([A-Z]{1,3}|${ARABIC_LETTER}( ${ARABIC_LETTER}){0,2})$`);

const LETTERS = `([A-Z]{1,3}|${ARABIC_LETTER}{1,3})`;
const DIGITS_FIRST = new RegExp(`^(\\d{1,4})${LETTERS}$`);
const LETTERS_FIRST = new RegExp(`^${LETTERS}(\\d{1,4})$`);

export function normalisePlate(raw: string): string {
  const compact = latinDigits(raw)
    .toUpperCase()
    .replace(/[\s\u0640-]+/g, '');
  const digitsFirst = DIGITS_FIRST.exec(compact);
  const lettersFirst = LETTERS_FIRST.exec(compact);
  const [digits, letters] = digitsFirst
    ? [digitsFirst[1]!, digitsFirst[2]!]
    : lettersFirst
      ? [lettersFirst[2]!, lettersFirst[1]!]
      : [null, null];
  if (digits === null || letters === null) return latinDigits(raw).trim().toUpperCase();
  return `${digits} ${/^[A-Z]/.test(letters) ? letters : [...letters].join(' ')}`;
}

/** The Latin letter each Arabic letter of a Saudi plate stands for (the plate's 17 letters). */
const PLATE_LETTER_IN_LATIN: Record<string, string> = {
  ا: 'A',
  ب: 'B',
  ح: 'J',
  د: 'D',
  ر: 'R',
  س: 'S',
  ص: 'X',
  ط: 'T',
  ع: 'E',
  ق: 'G',
  ك: 'K',
  ل: 'L',
  م: 'Z',
  ن: 'N',
  ه: 'H',
  و: 'U',
  ى: 'V',
};
/** Spellings of the same plate letter: hamza on alef, yaa for alef maqsura, taa marbuta for haa. */
const PLATE_LETTER_FORMS: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ي: 'ى', ة: 'ه' };

/**
 * What two plates are compared by: `1234 ا ب ح` and `1234 ABJ` are one plate (Arabic letters read
 * as the Latin ones the plate shows beside them); an Arabic letter no plate carries stays itself.
 */
export function plateKey(plate: string): string {
  return [...normalisePlate(plate).replace(/ /g, '')]
    .map((c) => {
      const letter = PLATE_LETTER_FORMS[c] ?? c;
      return PLATE_LETTER_IN_LATIN[letter] ?? letter;
    })
    .join('');
}

/** A bus's odometer, in km, is at most this (a mistyped reading is refused rather than blocking the bus). */
export const ODOMETER_MAX_KM = 5_000_000;

export const busInputSchema = z
  .object({
    plateNumber: z
      .string('validation.required')
      .transform(normalisePlate)
      .pipe(z.string().regex(PLATE_PATTERN, 'validation.plate')),
    capacity: intBetweenSchema(1, 100),
    model: requiredTextSchema(2, 80),
    year: intBetweenSchema(1990, new Date().getFullYear() + 1),
    status: z.enum(BUS_STATUSES, 'validation.choice'),
    insuranceExpiry: isoDateSchema,
    inspectionExpiry: isoDateSchema,
    /**
     * The TGA operating card (بطاقة التشغيل) and the equipment it asks for: null is "not recorded yet"
     * (warns, does not block); an expired card or `false` blocks dispatch (docs/compliance.md).
     */
    operatingCardNumber: z
      .string()
      .transform(latinDigits)
      .pipe(z.string().trim().max(40, 'validation.tooLong'))
      .nullable()
      .default(null),
    operatingCardExpiry: isoDateSchema.nullable().default(null),
    trackerFitted: z.boolean('validation.choice').nullable().default(null),
    camerasFitted: z.boolean('validation.choice').nullable().default(null),
    /** Identifier of the GPS unit fitted to the bus (its token is issued by the device API). */
    gpsDeviceId: z.string().trim().max(64, 'validation.tooLong').nullable().default(null),
    notes: z.string().trim().max(1000, 'validation.tooLong').nullable().default(null),
    /**
     * The odometer as read on `odometerReadOn` (at that day's end): the tracker's daily distances of the
     * days after it add to it (docs/compliance.md, "Service"). A correction is a new reading and date.
     */
    odometerKm: intBetweenSchema(0, ODOMETER_MAX_KM).nullable().default(null),
    odometerReadOn: isoDateSchema.nullable().default(null),
    /** The service interval: every so many km and/or months since the last service; null is none set. */
    serviceIntervalKm: intBetweenSchema(500, 200_000).nullable().default(null),
    serviceIntervalMonths: intBetweenSchema(1, 60).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    // A reading is its km and its day: the daily distances add from that day on.
    if (value.odometerKm !== null && !value.odometerReadOn)
      ctx.addIssue({ code: 'custom', path: ['odometerReadOn'], message: 'validation.required' });
    if (value.odometerReadOn && value.odometerKm === null)
      ctx.addIssue({ code: 'custom', path: ['odometerKm'], message: 'validation.required' });
    // A card is its number and its expiry: one without the other cannot be checked.
    if (value.operatingCardNumber && !value.operatingCardExpiry)
      ctx.addIssue({ code: 'custom', path: ['operatingCardExpiry'], message: 'validation.required' });
    if (value.operatingCardExpiry && !value.operatingCardNumber)
      ctx.addIssue({ code: 'custom', path: ['operatingCardNumber'], message: 'validation.required' });
  });
export type BusInput = z.input<typeof busInputSchema>;

export const busUpdateSchema = busInputSchema.safeExtend({ version: versionSchema });
export type BusUpdate = z.input<typeof busUpdateSchema>;

/**
 * The bus's service, read from its intervals, its last logged service and its odometer (the recorded
 * reading plus the tracker's daily distances since): see `BusServiceDue` in road-safety.ts.
 */
export const busServiceSchema = z.object({
  /** The odometer now, in km; null without a recorded reading. */
  odometerKm: z.number().int().nullable(),
  lastServiceOn: z.string().nullable(),
  lastServiceKm: z.number().int().nullable(),
  dueOn: z.string().nullable(),
  dueKm: z.number().int().nullable(),
  /** On the operators' today; null when nothing recorded tells (no interval or no service logged). */
  state: z.enum(SERVICE_STATES).nullable(),
});
export type BusService = z.infer<typeof busServiceSchema>;

export const busSchema = entityMetaSchema.extend({
  plateNumber: z.string(),
  capacity: z.number().int(),
  model: z.string(),
  year: z.number().int(),
  status: z.enum(BUS_STATUSES),
  insuranceExpiry: z.string(),
  inspectionExpiry: z.string(),
  operatingCardNumber: z.string().nullable(),
  operatingCardExpiry: z.string().nullable(),
  trackerFitted: z.boolean().nullable(),
  camerasFitted: z.boolean().nullable(),
  gpsDeviceId: z.string().nullable(),
  notes: z.string().nullable(),
  odometerKm: z.number().int().nullable(),
  odometerReadOn: z.string().nullable(),
  serviceIntervalKm: z.number().int().nullable(),
  serviceIntervalMonths: z.number().int().nullable(),
  /** Read, not written: where the bus stands against its service interval today (`serviceStateOn`). */
  service: busServiceSchema,
  /** Driver assigned to the bus, if any (read-only here; set from the driver). */
  driver: z.object({ id: z.string(), fullName: z.string(), fullNameEn: z.string().nullable() }).nullable(),
});
export type Bus = z.infer<typeof busSchema>;

export const BUS_SORT_FIELDS = [
  'plateNumber',
  'capacity',
  'model',
  'year',
  'status',
  'insuranceExpiry',
  'inspectionExpiry',
  'operatingCardExpiry',
  'createdAt',
] as const;

/** The list's service filter: due within the warning (or overdue), or overdue only. */
export const BUS_SERVICE_FILTERS = ['due', 'overdue'] as const;

export const busListQuerySchema = listQuerySchema(BUS_SORT_FIELDS).extend({
  status: z.enum(BUS_STATUSES, 'validation.choice').optional(),
  service: z.enum(BUS_SERVICE_FILTERS, 'validation.choice').optional(),
});

/** A bus unheard from for this long reads as offline (tracker off, or out of coverage). */
export const BUS_OFFLINE_AFTER_MINUTES = 10;

/** The bus's last known fix, whether or not it runs a trip now. */
export const busLastPositionSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  at: isoDateTimeSchema,
  speedKmh: z.number().nullable(),
  heading: z.number().nullable(),
  batteryPercent: z.number().nullable(),
});

/** The bus's device identifier as the API shows it: never the identifier (shown once, when issued). */
export const busDeviceSchema = z.object({
  issuedAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema.nullable(),
});

/** `GET /buses/:id`: the bus with what its tracker last said. */
export const busDetailSchema = busSchema.extend({
  lastPosition: busLastPositionSchema.nullable(),
  device: busDeviceSchema.nullable(),
  /** The last fix or device call received; null when never heard from. */
  lastHeardAt: isoDateTimeSchema.nullable(),
  /** Not heard from for BUS_OFFLINE_AFTER_MINUTES (or never). */
  offline: z.boolean(),
});
export type BusDetail = z.infer<typeof busDetailSchema>;
