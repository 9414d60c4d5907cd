import type { Locale } from '../../routes/route-table';

/**
 * One area's API texts in both languages, keyed by code: validation keys on a field
 * (`errors[].message`) and problem codes (`problem+json` `title`) alike.
 */
export type AreaMessages = Record<Locale, Record<string, string>>;
