import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../plugins/route-registry';
import type { ExportSpec } from './export-columns';
import { type SchoolScope, scopeOf } from './school-scope';
import { type ExportFormat, sendExport } from './send-export';

/**
 * Rows an export reads per database round trip: memory holds one batch, whatever the total, and a
 * read waits at most for the batch each running export has under way (about 40 ms on PGlite for
 * 250 students with their school and parent; 1 000 made it 150-200 ms).
 */
export const EXPORT_BATCH_ROWS = 250;

/**
 * How an export reads its list's query, id first: every matching id in the list's order (one
 * narrow query), then the rows of one batch of those ids at a time (by primary key).
 */
export interface ExportReader<T> {
  /** The id of every row of the list's query, in the list's order (which ends with the id). */
  ids(): Promise<string[]>;
  /** The rows of these ids, in any order; one deleted since the ids were read is left out. */
  rows(ids: string[]): Promise<T[]>;
  idOf(row: T): string;
}

/**
 * Reads an export batch by batch: no row cap, and never the whole result in memory (its ids
 * aside). Each batch costs the same however deep into the list it is: an offset made the
 * database walk and join every row before the batch again (55 s for 100 000 students on
 * PostgreSQL, 166 s on PGlite). Before each batch the event loop takes its turn: a PGlite query
 * (one connection, run on the API's own thread) answers without one, so back-to-back batches let
 * no request in, and one export held every other reader, and every other export's start, to its end.
 */
export async function* inBatches<T>(reader: ExportReader<T>): AsyncGenerator<T[]> {
  const ids = await reader.ids();
  for (let start = 0; start < ids.length; start += EXPORT_BATCH_ROWS) {
    await nextTurn();
    const batch = ids.slice(start, start + EXPORT_BATCH_ROWS);
    const byId = new Map((await reader.rows(batch)).map((row) => [reader.idOf(row), row]));
    const rows = batch.flatMap((id) => byId.get(id) ?? []);
    if (rows.length > 0) yield rows;
  }
}

/** The usual reader: rows are entities with an `id`. */
export function exportReader<T extends { id: string }>(
  ids: () => Promise<{ id: string }[]>,
  rows: (ids: string[]) => Promise<T[]>,
): ExportReader<T> {
  return { ids: async () => (await ids()).map((row) => row.id), rows, idOf: (row) => row.id };
}

const langQuery = z.object({ lang: z.enum(['ar', 'en']).optional() });

export interface ExportRouteOptions<QS extends z.ZodObject, T> {
  /** Path without extension, e.g. `/trips/export`: answers `.csv` and `.xlsx`. */
  path: string;
  tags: string[];
  access: Access;
  /** The list's query (filter, search, sort); paging is ignored. */
  querystring: QS;
  spec: ExportSpec<T>;
  /** The rows, as the signed-in operator's scope (ADR 0072) lets them see. */
  rows(query: z.output<QS>, scope: SchoolScope): AsyncIterable<T[]>;
}

/** The two downloads of a list or report, CSV and XLSX, from one definition. */
export function registerExportRoutes<QS extends z.ZodObject, T>(
  server: FastifyInstance,
  options: ExportRouteOptions<QS, T>,
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const querystring = options.querystring.safeExtend(langQuery.shape);
  for (const format of ['csv', 'xlsx'] as ExportFormat[]) {
    app.get(
      `${options.path}.${format}`,
      { config: { access: options.access }, schema: { tags: options.tags, querystring } },
      (request, reply) =>
        sendExport(
          request,
          reply,
          format,
          options.spec,
          options.rows(request.query as z.output<QS>, scopeOf(request)),
        ),
    );
  }
}
