import type { ListResponse } from '@rihla/shared/contracts/common';
import type { INVOICE_SORT_FIELDS, Invoice, invoiceListQuerySchema } from '@rihla/shared/contracts/invoices';
import { and, count, eq, gt, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { type ExportReader, exportReader } from '../../lib/export-routes';
import { type ListSpec, orderByFor, searchFor } from '../../lib/list-query';
import { pagedList } from '../../lib/paged-list';
import type { SchoolScope } from '../../lib/school-scope';
import { vatBreakdown } from '../../lib/vat';
import { packages } from '../packages/packages.table';
import { familyInScope } from '../parents/parents.service';
import { parents } from '../parents/parents.table';
import { students } from '../students/students.table';
import { subscriptions } from '../subscriptions/subscriptions.table';
import { toZatcaDocument, zatcaColumns } from '../zatca/zatca.service';
import { zatcaDocuments, zatcaReports } from '../zatca/zatca.table';
import { invoices } from './invoices.table';

type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

const invoiceSpec: ListSpec<(typeof INVOICE_SORT_FIELDS)[number]> = {
  sortColumns: { number: invoices.number, dueDate: invoices.dueDate, amountHalalas: invoices.amountHalalas },
  defaultSort: 'number:desc',
  idColumn: invoices.id,
  search: parents.search,
};

/** An invoice of a family with a child at one of the scope's schools (ADR 0072). */
export const invoiceInScope = (scope: SchoolScope) => familyInScope(invoices.parentId, scope);

function invoiceWhere(query: InvoiceListQuery, scope: SchoolScope): SQL | undefined {
  const status =
    query.status === 'open'
      ? eq(invoices.paidHalalas, 0)
      : query.status === 'partial'
        ? and(gt(invoices.paidHalalas, 0), lt(invoices.paidHalalas, invoices.amountHalalas))
        : query.status === 'paid'
          ? gte(invoices.paidHalalas, invoices.amountHalalas)
          : undefined;
  return and(
    invoiceInScope(scope),
    searchFor(invoiceSpec, query.q),
    query.month ? eq(invoices.month, query.month) : undefined,
    query.parentId ? eq(invoices.parentId, query.parentId) : undefined,
    status,
  );
}

/** Invoices with the names the list shows, not yet filtered. */
function selectInvoices(db: Database) {
  return db
    .select({
      i: invoices,
      parentName: parents.name,
      studentName: students.nameAr,
      packageNameAr: packages.nameAr,
      packageNameEn: packages.nameEn,
      discountPercent: subscriptions.discountPercent,
      zatca: zatcaColumns,
    })
    .from(invoices)
    .innerJoin(parents, eq(parents.id, invoices.parentId))
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .innerJoin(students, eq(students.id, subscriptions.studentId))
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .leftJoin(
      zatcaDocuments,
      and(eq(zatcaDocuments.invoiceId, invoices.id), eq(zatcaDocuments.kind, 'invoice')),
    )
    .leftJoin(zatcaReports, eq(zatcaReports.documentId, zatcaDocuments.id))
    .$dynamic();
}

/**
 * What the sibling discount took off an invoice: the subscription's price is the package's less
 * `percent`, so the undiscounted amount is amount × 100 / (100 − percent).
 */
const discountOn = (amountHalalas: number, percent: number) =>
  percent <= 0 || percent >= 100 ? 0 : Math.round((amountHalalas * percent) / (100 - percent));

/** An invoice's one line and its VAT per rate (ADR 0050). */
function invoiceVat(i: typeof invoices.$inferSelect) {
  const line = {
    category: i.vatCategory,
    ratePercent: i.vatRatePercent,
    exemptionReason: i.vatExemptionReason,
    netHalalas: i.amountHalalas - i.vatHalalas,
    vatHalalas: i.vatHalalas,
    totalHalalas: i.amountHalalas,
  };
  return {
    netHalalas: line.netHalalas,
    vatHalalas: line.vatHalalas,
    vatCategory: line.category,
    vatRatePercent: line.ratePercent,
    vatExemptionReason: line.exemptionReason,
    vatBreakdown: vatBreakdown([line], i.pricesIncludeVat),
  };
}

function toInvoice({
  i,
  discountPercent,
  zatca,
  ...names
}: Awaited<ReturnType<typeof selectInvoices>>[number]): Invoice {
  const outstanding = i.amountHalalas - i.paidHalalas;
  return {
    id: i.id,
    number: i.number,
    parentId: i.parentId,
    month: i.month,
    dueDate: i.dueDate,
    amountHalalas: i.amountHalalas,
    ...invoiceVat(i),
    instalment: i.instalment,
    instalments: i.instalments,
    discountPercent,
    discountHalalas: discountOn(i.amountHalalas, discountPercent),
    paidHalalas: i.paidHalalas,
    outstandingHalalas: outstanding,
    status: i.paidHalalas === 0 ? 'open' : outstanding > 0 ? 'partial' : 'paid',
    createdAt: i.createdAt.toISOString(),
    zatca: toZatcaDocument(zatca),
    ...names,
  };
}

/** One invoice as the list shows it; null when there is none. */
export async function findInvoice(db: Database, id: string): Promise<Invoice | null> {
  const [row] = await selectInvoices(db).where(eq(invoices.id, id));
  return row ? toInvoice(row) : null;
}

export function listInvoices(
  db: Database,
  query: InvoiceListQuery,
  scope: SchoolScope = null,
): Promise<ListResponse<Invoice>> {
  return pagedList(query, {
    select: selectInvoices(db),
    count: db
      .select({ n: count() })
      .from(invoices)
      .innerJoin(parents, eq(parents.id, invoices.parentId))
      .$dynamic(),
    where: invoiceWhere(query, scope),
    orderBy: orderByFor(invoiceSpec, query.sort),
    toItems: (rows) => rows.map(toInvoice),
  });
}

export function exportInvoices(
  db: Database,
  query: InvoiceListQuery,
  scope: SchoolScope = null,
): ExportReader<Invoice> {
  return exportReader(
    () =>
      db
        .select({ id: invoices.id })
        .from(invoices)
        .innerJoin(parents, eq(parents.id, invoices.parentId))
        .where(invoiceWhere(query, scope))
        .orderBy(...orderByFor(invoiceSpec, query.sort)),
    async (ids) => (await selectInvoices(db).where(inArray(invoices.id, ids))).map(toInvoice),
  );
}
