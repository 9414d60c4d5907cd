import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/types';
import type { OperatorsClock } from '../../lib/operators-clock';
import { tellOfAlert } from '../alert-rules/alert-notify';
import { loadRuleBook } from '../alert-rules/alert-rules.service';
import type { FeedEntry } from '../live-feed/feed-message';
import { findAlert, zoneOf } from './alerts.service';
import { monitorAlerts } from './alerts.table';

/** Alerts escalated per sweep; the rest wait for the next one. */
const ESCALATIONS_PER_SWEEP = 50;

/**
 * Escalates the open alerts nobody acknowledged in their rule's time (ADR 0063): each is locked
 * (`FOR UPDATE SKIP LOCKED`, so a second replica's sweep passes over it), marked escalated and its
 * escalation recipients queued in the notice outbox, all in one transaction. A sweep that comes
 * after the commit no longer finds it, and the outbox's key (`alert-escalated:<id>`) tells each
 * recipient once even so: exactly once across replicas and restarts. The rule's recipients are read
 * as they are now; in-app recipients join the alert's audience, so it shows to them too.
 */
export async function sweepEscalations(db: Database, clock: OperatorsClock): Promise<FeedEntry[]> {
  const feed: FeedEntry[] = [];
  await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(monitorAlerts)
      .where(
        and(
          eq(monitorAlerts.status, 'open'),
          isNull(monitorAlerts.escalatedAt),
          lte(monitorAlerts.escalateAt, clock.now),
        ),
      )
      .orderBy(asc(monitorAlerts.escalateAt), asc(monitorAlerts.id))
      .limit(ESCALATIONS_PER_SWEEP)
      .for('update', { skipLocked: true });
    if (due.length === 0) return;
    const rules = await loadRuleBook(tx);
    for (const row of due) {
      const { escalation } = rules.rule(row.type);
      const audience = escalation.channels.includes('in_app')
        ? {
            roles: [...new Set([...(row.audience?.roles ?? []), ...escalation.roles])],
            operatorIds: [...new Set([...(row.audience?.operatorIds ?? []), ...escalation.operatorIds])],
          }
        : row.audience;
      await tx
        .update(monitorAlerts)
        .set({ escalatedAt: clock.now, audience })
        .where(eq(monitorAlerts.id, row.id));
      const found = (await findAlert(tx, row.id))!;
      await tellOfAlert(
        tx,
        { alert: row, plateNumber: found.plateNumber, tripName: found.tripName, zone: zoneOf(found) },
        escalation,
        'alert-escalated',
        rules.timeZone,
        clock.now,
      );
      feed.push({ tripId: row.tripId, kind: 'alert', data: found });
    }
  });
  return feed;
}
