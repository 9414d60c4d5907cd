/**
 * A billing month `YYYY-MM`: its first and last day, and a running index (year x 12 + month) that
 * counts months apart by subtraction.
 */
export function monthBounds(month: string): { start: string; end: string; index: number } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(year, mon, 0)).toISOString().slice(0, 10);
  return { start: `${month}-01`, end, index: year * 12 + mon };
}
