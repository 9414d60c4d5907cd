import { eq } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { HttpProblem, notFound } from '../../lib/problem';
import { randomToken, sha256 } from '../../lib/tokens';
import { buses } from '../buses/buses.table';
import { deviceTokens } from './devices.table';

/** A new token for the bus's device; only its hash is kept, and it replaces the previous one. */
export async function issueDeviceToken(tx: Database, busId: string): Promise<string> {
  const [bus] = await tx.select({ id: buses.id }).from(buses).where(eq(buses.id, busId));
  if (!bus) throw notFound();
  const token = `rdt_${randomToken()}`;
  await tx
    .insert(deviceTokens)
    .values({ busId, tokenHash: sha256(token) })
    .onConflictDoUpdate({
      target: deviceTokens.busId,
      set: { tokenHash: sha256(token), createdAt: new Date(), lastSeenAt: null },
    });
  return token;
}

/** Revokes the bus's device token: its tracker is refused from now on (404 when it has none). */
export async function revokeDeviceToken(tx: Database, busId: string): Promise<void> {
  const removed = await tx
    .delete(deviceTokens)
    .where(eq(deviceTokens.busId, busId))
    .returning({ busId: deviceTokens.busId });
  if (removed.length === 0) throw notFound();
}

/** The token of an `Authorization: Bearer …` header; empty when there is none. */
export function bearerToken(header: string | undefined): string {
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

/** The bus a device token belongs to (its last-seen time refreshed), or 401; one statement. */
export async function busOfToken(db: Database, header: string | undefined): Promise<string> {
  const token = bearerToken(header);
  if (!token) throw new HttpProblem(401, 'monitoring.deviceToken');
  const [row] = await db
    .update(deviceTokens)
    .set({ lastSeenAt: new Date() })
    .where(eq(deviceTokens.tokenHash, sha256(token)))
    .returning({ busId: deviceTokens.busId });
  if (!row) throw new HttpProblem(401, 'monitoring.deviceToken');
  return row.busId;
}
