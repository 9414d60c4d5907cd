import type { Locale } from '../routes/route-table';
import { INTL_LOCALE } from './number';

/**
 * An IANA time zone as a reader says it ("التوقيت العربي الرسمي", "Arabian Standard Time"), with the
 * zone's id after it (some zones share a name); the id alone where the runtime has no name for it.
 */
export function timeZoneName(zone: string, locale: Locale): string {
  try {
    const name = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== zone ? `${name} (${zone})` : zone;
  } catch {
    return zone;
  }
}
