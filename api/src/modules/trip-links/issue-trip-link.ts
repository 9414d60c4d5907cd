import type { Database } from '../../db/types';
import { instantAt } from '../../lib/operators-clock';
import { randomToken, sha256 } from '../../lib/tokens';
import { tripLinks } from './trip-links.table';

/** The trip link of a token as the parent opens it. */
export const tripLinkPath = (token: string, locale: 'ar' | 'en') =>
  `${locale === 'en' ? '/en' : ''}/t/${token}`;

/**
 * A new link to one rider's trip, valid until the end of the trip's day, or null when the rider
 * already has one (one link per trip and student, so the "bus near" notice goes out once).
 */
export async function issueTripLink(
  tx: Database,
  rider: { tripId: string; studentId: string; date: string },
  timeZone: string,
): Promise<string | null> {
  const token = randomToken();
  const linked = await tx
    .insert(tripLinks)
    .values({
      tokenHash: sha256(token),
      tripId: rider.tripId,
      studentId: rider.studentId,
      expiresAt: endOfDay(rider.date, timeZone),
    })
    .onConflictDoNothing()
    .returning({ tripId: tripLinks.tripId });
  return linked.length === 0 ? null : token;
}

/** Midnight after `date` on the operators' clock. */
export function endOfDay(date: string, timeZone: string): Date {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return instantAt(next.toISOString().slice(0, 10), '00:00', timeZone);
}
