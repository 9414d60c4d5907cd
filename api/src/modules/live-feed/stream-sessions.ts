import type { Role } from '@rihla/shared/contracts/auth';
import { can, type Permission } from '@rihla/shared/contracts/permissions';
import type { Database } from '../../db/types';
import { liveSessionRoles } from '../auth/session.service';
import type { FeedLog } from './feed-message';

interface OpenStream {
  permission: Permission;
  end: () => void;
}

/**
 * The sessions behind this process's open event streams. A stream outlives the request that
 * checked its session, so every few seconds all of them are checked again in one query; a stream
 * whose session was signed out, ended by a password change, expired, whose operator was
 * deactivated or lost the stream's permission, is ended. Every replica checks its own streams
 * against the shared database, so a revocation made on one ends the streams open on all.
 */
export class StreamSessions {
  private readonly open = new Map<string, Set<OpenStream>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: FeedLog,
    /** How often they are checked again: a revoked session's streams end within this. */
    private readonly recheckMs: number,
  ) {}

  /** Ends `end`'s stream once its session stops allowing `permission`; returns the call that forgets it. */
  watch(sessionId: string, permission: Permission, end: () => void): () => void {
    const stream = { permission, end };
    const streams = this.open.get(sessionId) ?? new Set<OpenStream>();
    streams.add(stream);
    this.open.set(sessionId, streams);
    if (!this.timer) {
      this.timer = setInterval(() => void this.recheck(), this.recheckMs);
      this.timer.unref();
    }
    return () => {
      streams.delete(stream);
      if (streams.size === 0) this.open.delete(sessionId);
      if (this.open.size === 0) this.stop();
    };
  }

  private async recheck(): Promise<void> {
    const sessionIds = [...this.open.keys()];
    if (sessionIds.length === 0) return;
    let roles: Map<string, Role>;
    try {
      roles = await liveSessionRoles(this.db, sessionIds);
    } catch (error) {
      // The database is away: the streams stay until it answers (nothing new reaches them meanwhile).
      this.log.warn(
        { err: (error as Error).message },
        'live feed: cannot check the sessions of open streams',
      );
      return;
    }
    for (const sessionId of sessionIds) {
      const role = roles.get(sessionId);
      for (const stream of this.open.get(sessionId) ?? []) {
        if (!role || !can(role, stream.permission)) stream.end();
      }
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
