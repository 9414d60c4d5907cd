import { formatDate } from '../format/date';
import { formatNumber } from '../format/number';
import type { Locale } from '../routes/route-table';
import type { AreaMessages } from './messages/area-messages';
import { CALENDAR_MESSAGES } from './messages/calendar';
import { COMMON_MESSAGES } from './messages/common';
import { FAMILIES_MESSAGES } from './messages/families';
import { FINANCE_MESSAGES } from './messages/finance';
import { FLEET_MESSAGES } from './messages/fleet';
import { OPERATORS_MESSAGES } from './messages/operators';
import { PLANNER_MESSAGES } from './messages/planner';
import { TRIPS_MESSAGES } from './messages/trips';

/**
 * Texts for the codes the contracts and the API use, one file per area under `messages/`.
 * The API answers with them (in the request's language) and the forms show them, so both say
 * the same thing. A new area adds its file to this list.
 */
const AREAS: AreaMessages[] = [
  COMMON_MESSAGES,
  FLEET_MESSAGES,
  OPERATORS_MESSAGES,
  FAMILIES_MESSAGES,
  TRIPS_MESSAGES,
  PLANNER_MESSAGES,
  FINANCE_MESSAGES,
  CALENDAR_MESSAGES,
];

export const MESSAGES: AreaMessages = {
  ar: Object.assign({}, ...AREAS.map((area) => area.ar)),
  en: Object.assign({}, ...AREAS.map((area) => area.en)),
};

/** The bounds a refused value broke, so that the text can state them ("at most 120 characters"). */
export interface Limits {
  min?: number;
  max?: number;
  /** The day a rule broke on (`YYYY-MM-DD`), e.g. the first date of a series that blocks it. */
  date?: string;
}

/**
 * Translate a contract's message key; unknown keys (already plain text) pass through. `{min}` and
 * `{max}` in the text become the limits, `{date}` the day; `{minRiyals}`/`{maxRiyals}` the same limits in halalas
 * written as riyals.
 */
export function validationMessage(key: string, locale: Locale, limits: Limits = {}): string {
  const known = MESSAGES[locale][key];
  if (!known) return key.startsWith('validation.') ? (MESSAGES[locale]['validation.invalid'] as string) : key;
  const dated = limits.date ? known.replace('{date}', formatDate(limits.date, locale)) : known;
  return dated.replace(/\{(min|max)(Riyals)?\}/g, (placeholder, bound: 'min' | 'max', riyals?: string) => {
    const value = limits[bound];
    if (value === undefined) return placeholder;
    return riyals
      ? formatNumber(value / 100, locale, { maximumFractionDigits: 2 })
      : formatNumber(value, locale);
  });
}

/**
 * The limits of a zod issue (or the `params` fastify copies from one): `minimum`/`maximum` of a
 * size check, or the `params` of a range refinement (`intBetween`).
 */
export function issueLimits(issue: object): Limits {
  const { minimum, maximum, params } = issue as {
    minimum?: unknown;
    maximum?: unknown;
    params?: { min?: unknown; max?: unknown };
  };
  const limits: Limits = {};
  const min = params?.min ?? minimum;
  const max = params?.max ?? maximum;
  if (typeof min === 'number' || typeof min === 'bigint') limits.min = Number(min);
  if (typeof max === 'number' || typeof max === 'bigint') limits.max = Number(max);
  return limits;
}

/** A zod issue's text in the operator's language, limits included. */
export const issueMessage = (issue: { message: string }, locale: Locale) =>
  validationMessage(issue.message, locale, issueLimits(issue));

/** Title of an API problem code (`problem+json` `title`); an unknown code reads as unexpected. */
export function problemTitle(code: string, locale: Locale): string {
  return MESSAGES[locale][code] ?? (MESSAGES[locale].internal as string);
}
