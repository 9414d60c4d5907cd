import { z } from 'zod';
import { latinDigits } from '../format/digits';
import { entityMetaSchema, isTimeZone, requiredTextSchema, versionSchema } from './common';
import { contactPhoneSchema } from './phone';
import { REMEMBER_DEVICE_MAX_DAYS, SECOND_FACTOR_REQUIREMENTS } from './second-factor';

/**
 * The company's own details, one record per install: printed on invoices and receipts and signed
 * under notices to parents. Empty fields are `null` until an administrator fills them in.
 */

/** Money is kept in hundredths (halalas), so only currencies with 100 minor units are offered. */
export const CURRENCIES = ['SAR', 'AED', 'QAR'] as const;

/** Saudi commercial registration (السجل التجاري): ten digits. */
export const CR_NUMBER_PATTERN = /^\d{10}$/;
/** Saudi VAT registration (الرقم الضريبي): fifteen digits, starting and ending with 3. */
export const VAT_NUMBER_PATTERN = /^3\d{13}3$/;
/** The national address's building number (BR-KSA-37) and postal code (BR-KSA-66). */
export const BUILDING_NUMBER_PATTERN = /^\d{4}$/;
export const POSTAL_CODE_PATTERN = /^\d{5}$/;
/** A logo small enough to inline in a printed page; SVG is refused because it can carry script. */
const LOGO_PATTERN = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/;
export const LOGO_MAX_CHARS = 200_000;

const optionalText = (max: number) =>
  z
    .string('validation.required')
    .trim()
    .max(max, 'validation.tooLong')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

/** Digits typed with spaces or dashes (Latin or Arabic-Indic) are kept as Latin digits only. */
const digits = (pattern: RegExp, message: string) =>
  z
    .string('validation.required')
    .transform((value) => latinDigits(value).replace(/[\s-]/g, ''))
    .pipe(z.union([z.literal(''), z.string().regex(pattern, message)]))
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

export const companyUpdateSchema = z.object({
  legalNameAr: requiredTextSchema(2, 200),
  legalNameEn: requiredTextSchema(2, 200),
  crNumber: digits(CR_NUMBER_PATTERN, 'validation.crNumber'),
  vatNumber: digits(VAT_NUMBER_PATTERN, 'validation.vatNumber'),
  address: optionalText(300),
  phone: contactPhoneSchema,
  logo: z
    .string()
    .max(LOGO_MAX_CHARS, 'validation.logoSize')
    .regex(LOGO_PATTERN, 'validation.logo')
    .nullable()
    .default(null),
  currency: z.enum(CURRENCIES, 'validation.choice'),
  timeZone: z.string('validation.required').refine(isTimeZone, 'validation.timeZone'),
  /** VAT-registered: invoices carry VAT and are ZATCA documents (ADR 0050). */
  vatRegistered: z.boolean('validation.boolean').default(false),
  /** Package prices are stated with VAT included (the family pays the price) or before VAT. */
  pricesIncludeVat: z.boolean('validation.boolean').default(true),
  /** The seller's national address, which a ZATCA document carries. */
  buildingNumber: digits(BUILDING_NUMBER_PATTERN, 'validation.buildingNumber'),
  street: optionalText(120),
  district: optionalText(120),
  city: optionalText(120),
  postalCode: digits(POSTAL_CODE_PATTERN, 'validation.postalCode'),
  /** Minutes before a trip's first pickup after which a family can no longer report or withdraw an absence; left out: unchanged. */
  absenceCutoffMinutes: z
    .number('validation.number')
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(720, 'validation.max')
    .optional(),
  /** Minutes after its planned time that a stop or school is still reached on time (the KPIs); left out: unchanged. */
  onTimeToleranceMinutes: z
    .number('validation.number')
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(60, 'validation.max')
    .optional(),
  /** Who must sign in with a second factor (ADR 0061); left out: unchanged. */
  secondFactorRequired: z.enum(SECOND_FACTOR_REQUIREMENTS, 'validation.choice').optional(),
  /** Days a device that passed the second factor skips it (0: never); left out: unchanged. */
  rememberDeviceDays: z
    .number('validation.number')
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(REMEMBER_DEVICE_MAX_DAYS, 'validation.max')
    .optional(),
  version: versionSchema,
});
export type CompanyUpdate = z.input<typeof companyUpdateSchema>;

export const companySchema = entityMetaSchema.extend({
  legalNameAr: z.string().nullable(),
  legalNameEn: z.string().nullable(),
  crNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  logo: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  timeZone: z.string(),
  vatRegistered: z.boolean(),
  pricesIncludeVat: z.boolean(),
  buildingNumber: z.string().nullable(),
  street: z.string().nullable(),
  district: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  absenceCutoffMinutes: z.number().int(),
  onTimeToleranceMinutes: z.number().int(),
  secondFactorRequired: z.enum(SECOND_FACTOR_REQUIREMENTS),
  rememberDeviceDays: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;

/** What a VAT invoice needs of the company: without any of them, no VAT invoice is issued. */
export const COMPANY_VAT_FIELDS = [
  'legalNameAr',
  'legalNameEn',
  'vatNumber',
  'crNumber',
  'buildingNumber',
  'street',
  'district',
  'city',
  'postalCode',
] as const satisfies readonly (keyof Company)[];
export type CompanyVatField = (typeof COMPANY_VAT_FIELDS)[number];

/** The fields a VAT-registered company has yet to fill in before it can issue an invoice. */
export const missingVatFields = (company: Company): CompanyVatField[] =>
  COMPANY_VAT_FIELDS.filter((field) => !company[field]);
