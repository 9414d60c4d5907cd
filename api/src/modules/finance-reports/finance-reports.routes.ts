import {
  ageingQuerySchema,
  ageingSchema,
  balanceListQuerySchema,
  balanceSchema,
  monthlyQuerySchema,
  monthlySchema,
} from '@rihla/shared/contracts/finance-reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerExportRoutes } from '../../lib/export-routes';
import { registerListRoutes } from '../../lib/list-routes';
import { scopeOf } from '../../lib/school-scope';
import { AGEING_EXPORT, ageingRows, BALANCES_EXPORT, MONTHLY_EXPORT } from './finance-reports.export';
import { ageingReport, exportBalances, listBalances, monthlyReport } from './finance-reports.service';

const tags = ['finance'];

/** The books read across invoices, payments and settlements: balances, ageing and the monthly series. */
export async function financeReportsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const read = { access: 'finance:read' as const };
  // Settlements are paid on the operators' clock: the month of a payout is read in its zone.
  const timeZone = app.config.TIME_ZONE;

  registerListRoutes(server, {
    path: '/finance/balances',
    tags,
    access: read.access,
    querystring: balanceListQuerySchema,
    item: balanceSchema,
    list: (query, scope) => listBalances(app.db, query, scope),
    exportSpec: BALANCES_EXPORT,
    exportReader: (query, scope) => exportBalances(app.db, query, scope),
  });
  app.get(
    '/finance/ageing',
    { config: read, schema: { tags, querystring: ageingQuerySchema, response: { 200: ageingSchema } } },
    (request) => ageingReport(app.db, request.query.asOf ?? app.operatorsToday(), scopeOf(request)),
  );
  registerExportRoutes(server, {
    path: '/finance/ageing/export',
    tags,
    access: read.access,
    querystring: ageingQuerySchema,
    spec: AGEING_EXPORT,
    async *rows(query, scope) {
      yield ageingRows(await ageingReport(app.db, query.asOf ?? app.operatorsToday(), scope));
    },
  });
  app.get(
    '/finance/monthly',
    { config: read, schema: { tags, querystring: monthlyQuerySchema, response: { 200: monthlySchema } } },
    (request) => monthlyReport(app.db, request.query.from, request.query.to, timeZone, scopeOf(request)),
  );
  registerExportRoutes(server, {
    path: '/finance/monthly/export',
    tags,
    access: read.access,
    querystring: monthlyQuerySchema,
    spec: MONTHLY_EXPORT,
    async *rows(query, scope) {
      yield (await monthlyReport(app.db, query.from, query.to, timeZone, scope)).months;
    },
  });
}
