import { listResponseSchema } from '@rihla/shared/contracts/common';
import {
  AGEING_BUCKETS,
  type Ageing,
  ageingQuerySchema,
  ageingSchema,
  type Balance,
  balanceListQuerySchema,
  balanceSchema,
  type MonthlyRow,
  monthlyQuerySchema,
  monthlySchema,
} from '@rihla/shared/contracts/finance-reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CsvExport, sendCsv } from '../../lib/send-csv';
import { ageingReport, exportBalances, listBalances, monthlyReport } from './finance-reports.service';

const BALANCE_CSV: CsvExport<Balance> = {
  filename: 'balances.csv',
  columns: [
    { header: 'parent', value: (b) => b.parentName },
    { header: 'phone', value: (b) => b.phone },
    { header: 'invoicedHalalas', value: (b) => b.invoicedHalalas },
    { header: 'paidHalalas', value: (b) => b.paidHalalas },
    { header: 'balanceHalalas', value: (b) => b.balanceHalalas },
    { header: 'parentId', value: (b) => b.parentId },
  ],
};
const MONTHLY_CSV: CsvExport<MonthlyRow> = {
  filename: 'revenue-payouts.csv',
  columns: [
    { header: 'month', value: (m) => m.month },
    { header: 'invoicedHalalas', value: (m) => m.invoicedHalalas },
    { header: 'collectedHalalas', value: (m) => m.collectedHalalas },
    { header: 'payoutsHalalas', value: (m) => m.payoutsHalalas },
  ],
};
type AgeingRow = { bucket: string; count: number; owedHalalas: number };
const AGEING_CSV: CsvExport<AgeingRow> = {
  filename: 'ageing.csv',
  columns: [
    { header: 'bucket', value: (a) => a.bucket },
    { header: 'invoices', value: (a) => a.count },
    { header: 'owedHalalas', value: (a) => a.owedHalalas },
  ],
};
const ageingRows = (ageing: Ageing): AgeingRow[] =>
  AGEING_BUCKETS.map((bucket) => ({
    bucket,
    count: ageing.counts[bucket] ?? 0,
    owedHalalas: ageing.buckets[bucket] ?? 0,
  }));

const tags = ['finance'];

/** The books read across invoices, payments and settlements: balances, ageing and the monthly series. */
export async function financeReportsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const read = { access: 'finance:read' as const };
  // Settlements are paid on the operators' clock: the month of a payout is read in its zone.
  const timeZone = app.config.TIME_ZONE;

  app.get(
    '/finance/balances',
    {
      config: read,
      schema: {
        tags,
        querystring: balanceListQuerySchema,
        response: { 200: listResponseSchema(balanceSchema) },
      },
    },
    (request) => listBalances(app.db, request.query),
  );
  app.get(
    '/finance/balances/export.csv',
    { config: read, schema: { tags, querystring: balanceListQuerySchema } },
    async (request, reply) => sendCsv(reply, BALANCE_CSV, await exportBalances(app.db, request.query)),
  );
  app.get(
    '/finance/ageing',
    { config: read, schema: { tags, querystring: ageingQuerySchema, response: { 200: ageingSchema } } },
    (request) => ageingReport(app.db, request.query.asOf ?? app.operatorsToday()),
  );
  app.get(
    '/finance/ageing/export.csv',
    { config: read, schema: { tags, querystring: ageingQuerySchema } },
    async (request, reply) =>
      sendCsv(
        reply,
        AGEING_CSV,
        ageingRows(await ageingReport(app.db, request.query.asOf ?? app.operatorsToday())),
      ),
  );
  app.get(
    '/finance/monthly',
    { config: read, schema: { tags, querystring: monthlyQuerySchema, response: { 200: monthlySchema } } },
    (request) => monthlyReport(app.db, request.query.from, request.query.to, timeZone),
  );
  app.get(
    '/finance/monthly/export.csv',
    { config: read, schema: { tags, querystring: monthlyQuerySchema } },
    async (request, reply) =>
      sendCsv(
        reply,
        MONTHLY_CSV,
        (await monthlyReport(app.db, request.query.from, request.query.to, timeZone)).months,
      ),
  );
}
