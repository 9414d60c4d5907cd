/**
 * Runs `write` on consecutive slices of `rows` and concatenates what each returns: one
 * multi-row statement per slice keeps the demo seed fast while staying under PostgreSQL's
 * 65 535 bind parameters per statement.
 */
export async function inChunks<Row, Out = never>(
  rows: Row[],
  size: number,
  write: (chunk: Row[]) => PromiseLike<Out[] | unknown>,
): Promise<Out[]> {
  const out: Out[] = [];
  for (let start = 0; start < rows.length; start += size) {
    const result = await write(rows.slice(start, start + size));
    if (Array.isArray(result)) out.push(...(result as Out[]));
  }
  return out;
}
