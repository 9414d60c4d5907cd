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
import {
  type Invoice,
  invoiceListQuerySchema,
  invoiceRunResultSchema,
  invoiceRunSchema,
  invoiceSchema,
} from '@rihla/shared/contracts/invoices';
import {
  type Payment,
  paymentInputSchema,
  paymentListQuerySchema,
  paymentSchema,
} from '@rihla/shared/contracts/payments';
import {
  type Settlement,
  settlementComposeSchema,
  settlementDetailsSchema,
  settlementListQuerySchema,
  settlementPreviewSchema,
  settlementSchema,
  settlementTransitionSchema,
} from '@rihla/shared/contracts/settlements';
import { todayIn } from '@rihla/shared/format/today';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CsvColumn, toCsv } from '../../lib/csv';
import { mutate } from '../../lib/mutate';
import { notFound } from '../../lib/problem';
import { idParams } from '../../lib/resource-routes';
import { registerHistoryRoute } from '../audit/history.route';
import {
  ageingReport,
  exportBalances,
  exportInvoices,
  exportPayments,
  listBalances,
  listInvoices,
  listPayments,
  monthlyReport,
  recordPayment,
  runInvoices,
} from './invoices.service';
import {
  createSettlement,
  exportSettlements,
  findSettlement,
  listSettlements,
  previewSettlement,
  transitionSettlement,
} from './settlements.service';

const SETTLEMENT_CSV: CsvColumn<Settlement>[] = [
  { header: 'number', value: (s) => s.number },
  { header: 'driver', value: (s) => s.driverName },
  { header: 'periodStart', value: (s) => s.periodStart },
  { header: 'periodEnd', value: (s) => s.periodEnd },
  { header: 'status', value: (s) => s.status },
  { header: 'tripCount', value: (s) => s.tripCount },
  { header: 'lateTripCount', value: (s) => s.lateTripCount },
  { header: 'rateHalalas', value: (s) => s.rateHalalas },
  { header: 'grossHalalas', value: (s) => s.grossHalalas },
  { header: 'latePenaltyHalalas', value: (s) => s.latePenaltyHalalas },
  { header: 'deductionsHalalas', value: (s) => s.deductionsHalalas },
  { header: 'netHalalas', value: (s) => s.netHalalas },
  { header: 'paymentReference', value: (s) => s.paymentReference },
  { header: 'id', value: (s) => s.id },
];
const INVOICE_CSV: CsvColumn<Invoice>[] = [
  { header: 'number', value: (i) => i.number },
  { header: 'month', value: (i) => i.month },
  { header: 'dueDate', value: (i) => i.dueDate },
  { header: 'parent', value: (i) => i.parentName },
  { header: 'student', value: (i) => i.studentName },
  { header: 'package', value: (i) => i.packageNameAr },
  { header: 'amountHalalas', value: (i) => i.amountHalalas },
  { header: 'paidHalalas', value: (i) => i.paidHalalas },
  { header: 'outstandingHalalas', value: (i) => i.outstandingHalalas },
  { header: 'status', value: (i) => i.status },
  { header: 'id', value: (i) => i.id },
];
const PAYMENT_CSV: CsvColumn<Payment>[] = [
  { header: 'receivedOn', value: (p) => p.receivedOn },
  { header: 'kind', value: (p) => p.kind },
  { header: 'method', value: (p) => p.method },
  { header: 'reference', value: (p) => p.reference },
  { header: 'invoiceNumber', value: (p) => p.invoiceNumber },
  { header: 'parent', value: (p) => p.parentName },
  { header: 'amountHalalas', value: (p) => p.amountHalalas },
  { header: 'id', value: (p) => p.id },
];
const BALANCE_CSV: CsvColumn<Balance>[] = [
  { header: 'parent', value: (b) => b.parentName },
  { header: 'phone', value: (b) => b.phone },
  { header: 'invoicedHalalas', value: (b) => b.invoicedHalalas },
  { header: 'paidHalalas', value: (b) => b.paidHalalas },
  { header: 'balanceHalalas', value: (b) => b.balanceHalalas },
  { header: 'parentId', value: (b) => b.parentId },
];
const MONTHLY_CSV: CsvColumn<MonthlyRow>[] = [
  { header: 'month', value: (m) => m.month },
  { header: 'invoicedHalalas', value: (m) => m.invoicedHalalas },
  { header: 'collectedHalalas', value: (m) => m.collectedHalalas },
  { header: 'payoutsHalalas', value: (m) => m.payoutsHalalas },
];
type AgeingRow = { bucket: string; count: number; owedHalalas: number };
const AGEING_CSV: CsvColumn<AgeingRow>[] = [
  { header: 'bucket', value: (a) => a.bucket },
  { header: 'invoices', value: (a) => a.count },
  { header: 'owedHalalas', value: (a) => a.owedHalalas },
];
const ageingRows = (ageing: Ageing): AgeingRow[] =>
  AGEING_BUCKETS.map((bucket) => ({
    bucket,
    count: ageing.counts[bucket] ?? 0,
    owedHalalas: ageing.buckets[bucket] ?? 0,
  }));

function sendCsv<T>(reply: FastifyReply, filename: string, columns: CsvColumn<T>[], rows: T[]) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(toCsv(columns, rows));
}

const tags = ['finance'];

/**
 * Finance: settlements (compose, draft -> approved -> paid), the monthly invoice run, payments and
 * refunds, balances, ageing and the monthly series; every list has its CSV. Writes are audited.
 */
export async function financeRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const read = { access: 'finance:read' as const };
  const write = { access: 'finance:write' as const };
  const timeZone = app.config.TIME_ZONE;

  app.get(
    '/settlements',
    {
      config: read,
      schema: {
        tags,
        querystring: settlementListQuerySchema,
        response: { 200: listResponseSchema(settlementSchema) },
      },
    },
    (request) => listSettlements(app.db, request.query),
  );
  app.get(
    '/settlements/export.csv',
    { config: read, schema: { tags, querystring: settlementListQuerySchema } },
    async (request, reply) =>
      sendCsv(reply, 'settlements.csv', SETTLEMENT_CSV, await exportSettlements(app.db, request.query)),
  );
  app.post(
    '/settlements/preview',
    {
      config: read,
      schema: { tags, body: settlementComposeSchema, response: { 200: settlementPreviewSchema } },
    },
    (request) => previewSettlement(app.db, request.body, timeZone),
  );
  app.post(
    '/settlements',
    {
      config: write,
      schema: { tags, body: settlementComposeSchema, response: { 201: settlementDetailsSchema } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const created = await createSettlement(tx, request.body, timeZone);
        await audit({
          entityType: 'settlement',
          entityId: created.id,
          action: 'create',
          before: null,
          after: created,
        });
        return { status: 201, body: created };
      }),
  );
  app.get(
    '/settlements/:id',
    { config: read, schema: { tags, params: idParams, response: { 200: settlementDetailsSchema } } },
    async (request) => {
      const found = await findSettlement(app.db, request.params.id);
      if (!found) throw notFound();
      return found;
    },
  );
  app.post(
    '/settlements/:id/transitions',
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        body: settlementTransitionSchema,
        response: { 200: settlementDetailsSchema },
      },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const { before, after } = await transitionSettlement(tx, request.params.id, request.body);
        await audit({ entityType: 'settlement', entityId: after.id, action: 'transition', before, after });
        return { status: 200, body: after };
      }),
  );
  registerHistoryRoute(server, {
    base: '/settlements',
    entityType: 'settlement',
    access: 'finance:read',
    tag: 'finance',
  });

  app.post(
    '/invoice-runs',
    { config: write, schema: { tags, body: invoiceRunSchema, response: { 200: invoiceRunResultSchema } } },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const result = await runInvoices(tx, request.body.month);
        await audit({
          entityType: 'invoice_run',
          entityId: result.month,
          action: 'create',
          before: null,
          after: result,
        });
        return { status: 200, body: result };
      }),
  );
  app.get(
    '/invoices',
    {
      config: read,
      schema: {
        tags,
        querystring: invoiceListQuerySchema,
        response: { 200: listResponseSchema(invoiceSchema) },
      },
    },
    (request) => listInvoices(app.db, request.query),
  );
  app.get(
    '/invoices/export.csv',
    { config: read, schema: { tags, querystring: invoiceListQuerySchema } },
    async (request, reply) =>
      sendCsv(reply, 'invoices.csv', INVOICE_CSV, await exportInvoices(app.db, request.query)),
  );

  app.post(
    '/payments',
    { config: write, schema: { tags, body: paymentInputSchema, response: { 201: paymentSchema } } },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const payment = await recordPayment(tx, request.body, request.auth?.operator.id ?? null);
        await audit({
          entityType: 'payment',
          entityId: payment.id,
          action: 'create',
          before: null,
          after: payment,
        });
        return { status: 201, body: payment };
      }),
  );
  app.get(
    '/payments',
    {
      config: read,
      schema: {
        tags,
        querystring: paymentListQuerySchema,
        response: { 200: listResponseSchema(paymentSchema) },
      },
    },
    (request) => listPayments(app.db, request.query),
  );
  app.get(
    '/payments/export.csv',
    { config: read, schema: { tags, querystring: paymentListQuerySchema } },
    async (request, reply) =>
      sendCsv(reply, 'payments.csv', PAYMENT_CSV, await exportPayments(app.db, request.query)),
  );

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
    async (request, reply) =>
      sendCsv(reply, 'balances.csv', BALANCE_CSV, await exportBalances(app.db, request.query)),
  );
  app.get(
    '/finance/ageing',
    { config: read, schema: { tags, querystring: ageingQuerySchema, response: { 200: ageingSchema } } },
    (request) => ageingReport(app.db, request.query.asOf ?? todayIn(timeZone)),
  );
  app.get(
    '/finance/ageing/export.csv',
    { config: read, schema: { tags, querystring: ageingQuerySchema } },
    async (request, reply) =>
      sendCsv(
        reply,
        'ageing.csv',
        AGEING_CSV,
        ageingRows(await ageingReport(app.db, request.query.asOf ?? todayIn(timeZone))),
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
        'revenue-payouts.csv',
        MONTHLY_CSV,
        (await monthlyReport(app.db, request.query.from, request.query.to, timeZone)).months,
      ),
  );
}
