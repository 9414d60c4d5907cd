import { type ListResponse, listResponseSchema } from '@rihla/shared/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access } from '../plugins/route-registry';
import type { ExportSpec } from './export-columns';
import { type ExportReader, inBatches, registerExportRoutes } from './export-routes';
import { type SchoolScope, scopeOf } from './school-scope';

export interface ListRoutesOptions<QS extends z.ZodObject, T> {
  /** The list's path under /api/v1, e.g. `/invoices`; its exports answer at `<path>/export.csv|.xlsx`. */
  path: string;
  tags: string[];
  access: Access;
  /** The list's filter, search, sort and paging (the exports ignore the paging). */
  querystring: QS;
  item: z.ZodType<T>;
  /** The page, as the signed-in operator's scope (ADR 0072) lets them see. */
  list(query: z.output<QS>, scope: SchoolScope): Promise<ListResponse<T>>;
  exportSpec: ExportSpec<T>;
  /** The same query in the same order, read id first, for the exports. */
  exportReader(query: z.output<QS>, scope: SchoolScope): ExportReader<T>;
}

/**
 * A list and its CSV and XLSX exports from one definition: the export is always the list's query,
 * every row of it, so what an operator downloads is what they filtered.
 */
export function registerListRoutes<QS extends z.ZodObject, T>(
  server: FastifyInstance,
  options: ListRoutesOptions<QS, T>,
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { path, tags, access, querystring } = options;
  app.get(
    path,
    {
      config: { access },
      schema: { tags, querystring, response: { 200: listResponseSchema(options.item) } },
    },
    (request) => options.list(request.query as z.output<QS>, scopeOf(request)),
  );
  registerExportRoutes(server, {
    path: `${path}/export`,
    tags,
    access,
    querystring,
    spec: options.exportSpec,
    rows: (query, scope) => inBatches(options.exportReader(query, scope)),
  });
}
