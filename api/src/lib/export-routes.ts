import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../plugins/route-registry';
import type { ExportSpec } from './export-columns';
import { type ExportFormat, sendExport } from './send-export';

/** Rows an export reads per database round trip: memory holds one batch, whatever the total. */
export const EXPORT_BATCH_ROWS = 1000;

/** One batch of an export's query: the same filter and order as the list, `limit` rows from `offset`. */
export interface ExportWindow {
  limit: number;
  offset: number;
}

/**
 * Reads a query batch by batch until it runs out: no row cap, and never the whole result in
 * memory. The list's order always ends with the id, so batches neither overlap nor skip rows.
 */
export async function* inBatches<T>(read: (window: ExportWindow) => Promise<T[]>): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += EXPORT_BATCH_ROWS) {
    const rows = await read({ limit: EXPORT_BATCH_ROWS, offset });
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH_ROWS) return;
  }
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
  rows(query: z.output<QS>): AsyncIterable<T[]>;
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
        sendExport(request, reply, format, options.spec, options.rows(request.query as z.output<QS>)),
    );
  }
}
