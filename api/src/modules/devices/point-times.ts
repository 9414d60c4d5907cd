import { MONITOR_RULES } from '@rihla/shared/contracts/monitoring';
import { HttpProblem } from '../../lib/problem';

/** Refuses the whole batch (nothing stored) when a point is in the future or too old. */
export function checkPointTimes(
  points: { at: string }[],
  now: Date,
  pathOf = (index: number) => `points.${index}.at`,
): Date[] {
  const problems: { path: string; code: string }[] = [];
  const times = points.map((point, index) => {
    const at = new Date(point.at);
    if (at.getTime() > now.getTime() + MONITOR_RULES.futureSkewSeconds * 1000) {
      problems.push({ path: pathOf(index), code: 'monitoring.futureTimestamp' });
    } else if (at.getTime() < now.getTime() - MONITOR_RULES.maxAgeHours * 3_600_000) {
      problems.push({ path: pathOf(index), code: 'monitoring.staleTimestamp' });
    }
    return at;
  });
  if (problems.length > 0) throw new HttpProblem(400, 'validation', problems.slice(0, 20));
  return times;
}
