import { BUS_OFFLINE_AFTER_MINUTES, type BusDetail } from '@rihla/shared/contracts/buses';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { busPositions, deviceTokens } from './devices.table';

type Reception = Pick<BusDetail, 'lastPosition' | 'device' | 'lastHeardAt' | 'offline'>;

/**
 * What a bus's tracker last said: its latest fix (by the bus-and-time index, trip or not), its
 * device identifier's dates, and whether it has gone quiet for BUS_OFFLINE_AFTER_MINUTES.
 */
export async function busReception(db: Database, busId: string, now: Date): Promise<Reception> {
  const [position] = await db
    .select()
    .from(busPositions)
    .where(eq(busPositions.busId, busId))
    .orderBy(desc(busPositions.at))
    .limit(1);
  const [device] = await db.select().from(deviceTokens).where(eq(deviceTokens.busId, busId));
  const heard = [position?.receivedAt, device?.lastSeenAt].filter((d): d is Date => d instanceof Date);
  const lastHeard = heard.length > 0 ? new Date(Math.max(...heard.map((d) => d.getTime()))) : null;
  return {
    lastPosition: position
      ? {
          lat: position.lat,
          lng: position.lng,
          at: position.at.toISOString(),
          speedKmh: position.speedKmh,
          heading: position.heading,
          batteryPercent: position.batteryPercent,
        }
      : null,
    device: device
      ? { issuedAt: device.createdAt.toISOString(), lastSeenAt: device.lastSeenAt?.toISOString() ?? null }
      : null,
    lastHeardAt: lastHeard?.toISOString() ?? null,
    offline: !lastHeard || now.getTime() - lastHeard.getTime() > BUS_OFFLINE_AFTER_MINUTES * 60_000,
  };
}
