import type { ScanKind } from '@rihla/shared/contracts/monitoring';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { HttpProblem } from '../../lib/problem';
import { students } from '../students/students.table';
import { allowanceProblem, spendAllowance, UNKNOWN_CARD_ALLOWANCE } from './device-allowance';

interface ScanByCardOrId {
  studentId?: string | undefined;
  cardNumber?: string | undefined;
  kind: ScanKind;
  at: string;
}

/**
 * Each scan with its student: the id it carries, or the active student holding its card. A card no
 * active student holds refuses the whole batch (nothing stored), each named on its scan, and
 * `onUnknown` counts them: a reader handing out unknown cards is worth an operator's look. They
 * spend the bus's UNKNOWN_CARD_ALLOWANCE: past it the batch is refused with 429 naming none.
 */
export async function ridersOfScans(
  db: Database,
  busId: string,
  scans: ScanByCardOrId[],
  now: Date,
  onUnknown: (count: number) => void,
): Promise<{ studentId: string; kind: ScanKind; at: string }[]> {
  const cards = [...new Set(scans.flatMap((scan) => (scan.cardNumber ? [scan.cardNumber] : [])))];
  const holders =
    cards.length === 0
      ? []
      : await db
          .select({ id: students.id, cardNumber: students.cardNumber })
          .from(students)
          .where(and(inArray(students.cardNumber, cards), eq(students.status, 'active')));
  const studentOfCard = new Map(holders.map((holder) => [holder.cardNumber!, holder.id]));
  const unknown = scans.flatMap((scan, index) =>
    scan.cardNumber && !studentOfCard.has(scan.cardNumber)
      ? [{ path: `scans.${index}.cardNumber`, code: 'monitoring.unknownCard' }]
      : [],
  );
  if (unknown.length > 0) {
    onUnknown(unknown.length);
    // Which cards are unknown is told only within the bus's allowance: past it, a caller guessing
    // card numbers learns nothing until the window ends.
    const spent = (
      await spendAllowance(db, UNKNOWN_CARD_ALLOWANCE, new Map([[busId, unknown.length]]), now)
    ).get(busId)!;
    if (spent.before + unknown.length > UNKNOWN_CARD_ALLOWANCE.max)
      throw allowanceProblem('monitoring.unknownCardsLimited', spent);
    throw new HttpProblem(400, 'monitoring.unknownCard', unknown);
  }
  return scans.map(({ studentId, cardNumber, kind, at }) => ({
    studentId: studentId ?? studentOfCard.get(cardNumber!)!,
    kind,
    at,
  }));
}
