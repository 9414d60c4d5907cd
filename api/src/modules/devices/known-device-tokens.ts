import { eq } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { HttpProblem } from '../../lib/problem';
import { sha256 } from '../../lib/tokens';
import { deviceTokens } from './devices.table';

/** How long a token seen valid skips the pre-check (the batch still checks every POST). */
const KNOWN_FOR_MS = 60_000;

/**
 * Lets position POSTs prove their token before their body is validated without a query per POST:
 * a token seen valid in the last minute passes at once, any other costs one lookup. Only a
 * pre-check: the batch that stores the points checks the token again (a replaced token is
 * refused there), so this never lets a point in on its own.
 */
export class KnownDeviceTokens {
  private readonly validUntil = new Map<string, number>();

  constructor(private readonly db: Database) {}

  /** Passes a known device token (a Bearer token or an OsmAnd identifier), else 401. */
  async check(token: string): Promise<void> {
    if (!token) throw new HttpProblem(401, 'monitoring.deviceToken');
    const hash = sha256(token);
    const now = Date.now();
    if ((this.validUntil.get(hash) ?? 0) > now) return;
    const [row] = await this.db
      .select({ busId: deviceTokens.busId })
      .from(deviceTokens)
      .where(eq(deviceTokens.tokenHash, hash))
      .limit(1);
    if (!row) {
      this.validUntil.delete(hash);
      throw new HttpProblem(401, 'monitoring.deviceToken');
    }
    this.validUntil.set(hash, now + KNOWN_FOR_MS);
  }
}
