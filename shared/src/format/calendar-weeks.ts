/** The weekday of a `YYYY-MM-DD`, 0 for Sunday. */
export const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/**
 * A month's days (`YYYY-MM-DD`, in order) in weeks of seven, Sunday first as the Saudi week
 * runs; null where a week runs into another month.
 */
export function weeksOf(days: readonly string[]): (string | null)[][] {
  if (days.length === 0) return [];
  const cells: (string | null)[] = [...Array.from({ length: weekdayOf(days[0]!) }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
