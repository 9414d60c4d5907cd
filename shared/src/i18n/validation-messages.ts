import type { Locale } from '../routes/route-table';
import type { AreaMessages } from './messages/area-messages';
import { COMMON_MESSAGES } from './messages/common';
import { FAMILIES_MESSAGES } from './messages/families';
import { FINANCE_MESSAGES } from './messages/finance';
import { FLEET_MESSAGES } from './messages/fleet';
import { OPERATORS_MESSAGES } from './messages/operators';
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
  FINANCE_MESSAGES,
];

export const MESSAGES: AreaMessages = {
  ar: Object.assign({}, ...AREAS.map((area) => area.ar)),
  en: Object.assign({}, ...AREAS.map((area) => area.en)),
};

/** Translate a contract's message key; unknown keys (already plain text) pass through. */
export function validationMessage(key: string, locale: Locale): string {
  const known = MESSAGES[locale][key];
  if (known) return known;
  return key.startsWith('validation.') ? (MESSAGES[locale]['validation.invalid'] as string) : key;
}

/** Title of an API problem code (`problem+json` `title`); an unknown code reads as unexpected. */
export function problemTitle(code: string, locale: Locale): string {
  return MESSAGES[locale][code] ?? (MESSAGES[locale].internal as string);
}
