import { auditLog } from '../db/audit.table';
import type { Database } from '../db/types';

/**
 * One "created by the system" audit row per seeded entity (no actor: the screens name it "System"), showing what the API shows:
 * the derived `search` text is left out, Dates become ISO strings.
 */
export async function auditSeeded(
  tx: Database,
  entityType: string,
  rows: ({ id: string; search?: unknown } & Record<string, unknown>)[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(auditLog).values(
    rows.map(({ search: _search, ...after }) => ({
      entityType,
      entityId: after.id,
      action: 'create' as const,
      actorName: null,
      after: JSON.parse(JSON.stringify(after)) as Record<string, unknown>,
    })),
  );
}
