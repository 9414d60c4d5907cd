import {
  NEAR_MINUTES_DEFAULT,
  type NoticePreferences,
  type NoticePreferencesInput,
} from '@rihla/shared/contracts/notices';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { notFound, staleVersion } from '../../lib/problem';
import { parents } from '../parents/parents.table';
import { noticePreferences } from './notices.table';
import { DEFAULT_CHANNELS } from './queue-notice';

/** A parent's preferences, or the defaults (version 0) when they never chose; null: no such parent. */
export async function findNoticePreferences(
  db: Database,
  parentId: string,
  lock = false,
): Promise<NoticePreferences | null> {
  const query = db
    .select({ parentId: parents.id, preferences: noticePreferences })
    .from(parents)
    .leftJoin(noticePreferences, eq(noticePreferences.parentId, parents.id))
    .where(eq(parents.id, parentId));
  const [row] = lock ? await query.for('update', { of: parents }) : await query;
  if (!row) return null;
  const p = row.preferences;
  return {
    parentId,
    channels: p?.channels ?? DEFAULT_CHANNELS,
    language: p?.language ?? 'ar',
    quietFrom: p?.quietFrom ?? null,
    quietUntil: p?.quietUntil ?? null,
    nearMinutes: p?.nearMinutes ?? NEAR_MINUTES_DEFAULT,
    version: p?.version ?? 0,
  };
}

/**
 * Saves a parent's preferences at the version read: 0 creates them, any other changes them only
 * if nobody saved in between (409 `conflict.stale`).
 */
export async function saveNoticePreferences(
  tx: Database,
  parentId: string,
  input: NoticePreferencesInput,
): Promise<{ before: NoticePreferences; after: NoticePreferences }> {
  const before = await findNoticePreferences(tx, parentId, true);
  if (!before) throw notFound();
  if (before.version !== input.version) throw staleVersion();
  const { version, ...fields } = input;
  if (version === 0) {
    await tx.insert(noticePreferences).values({ parentId, ...fields });
  } else {
    await tx
      .update(noticePreferences)
      .set({ ...fields, version: sql`${noticePreferences.version} + 1`, updatedAt: new Date() })
      .where(and(eq(noticePreferences.parentId, parentId), eq(noticePreferences.version, version)));
  }
  return { before, after: (await findNoticePreferences(tx, parentId))! };
}
