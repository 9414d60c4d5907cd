import type { CalendarPeriod } from '@rihla/shared/contracts/school-calendar';
import type { Trip } from '@rihla/shared/contracts/trips';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { drivers } from '../drivers/drivers.table';
import { DEFAULT_CHANNELS, type NoticeRecipient, queueNotices } from '../notices/queue-notice';

/**
 * Tells the drivers and attendants of the trips a holiday cancelled, through the notice outbox
 * (SMS, and e-mail for a member with an address): one notice per crew member per holiday however
 * many of their trips it cancelled, keyed by the holiday so a later save of it does not tell them
 * again. An attendant typed on the trip without a record is told at the phone given. Crew members
 * are told in Arabic: the crew app keeps no language of theirs on the server.
 */
export async function tellCrewsOfHoliday(
  tx: Database,
  holiday: CalendarPeriod,
  cancelled: readonly { after: Trip }[],
): Promise<number> {
  const tripsOf = new Map<string, number>();
  const count = (key: string) => tripsOf.set(key, (tripsOf.get(key) ?? 0) + 1);
  for (const { after: trip } of cancelled) {
    count(`driver:${trip.driverId}`);
    if (trip.attendantId) count(`driver:${trip.attendantId}`);
    else if (trip.attendantPhone) count(`phone:${trip.attendantPhone}`);
  }
  if (tripsOf.size === 0) return 0;
  const memberIds = [...tripsOf.keys()].flatMap((key) => (key.startsWith('driver:') ? [key.slice(7)] : []));
  const members =
    memberIds.length === 0
      ? []
      : await tx
          .select({ id: drivers.id, phone: drivers.phone, email: drivers.email })
          .from(drivers)
          .where(inArray(drivers.id, memberIds));
  const recipients: NoticeRecipient[] = [
    ...members.map((member) => ({
      key: `driver:${member.id}`,
      parentId: null,
      email: member.email,
      phone: member.phone,
      channels: DEFAULT_CHANNELS,
      language: 'ar' as const,
    })),
    ...[...tripsOf.keys()]
      .filter((key) => key.startsWith('phone:'))
      .map((key) => ({
        key,
        parentId: null,
        email: null,
        phone: key.slice(6),
        channels: ['sms' as const],
        language: 'ar' as const,
      })),
  ];
  return queueNotices(
    tx,
    recipients.map((recipient) => ({
      recipient,
      notice: {
        event: 'crew-holiday' as const,
        eventKey: `crew-holiday:${holiday.id}`,
        variables: {
          holiday: { ar: holiday.nameAr, en: holiday.nameEn },
          from: holiday.startDate,
          to: holiday.endDate,
          trips: String(tripsOf.get(recipient.key) ?? 0),
        },
      },
    })),
  );
}
