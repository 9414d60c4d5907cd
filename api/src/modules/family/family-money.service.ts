import type { FamilyMoney, FamilyPayment, PaymentProvider } from '@rihla/shared/contracts/online-payments';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { notFound } from '../../lib/problem';
import { getCompany } from '../company/company.service';
import { invoices } from '../invoices/invoices.table';
import { packages } from '../packages/packages.table';
import { parents } from '../parents/parents.table';
import { payments } from '../payments/payments.table';
import { students } from '../students/students.table';
import { subscriptions } from '../subscriptions/subscriptions.table';
import { zatcaDocuments } from '../zatca/zatca.table';

const invoiceStatus = (amount: number, paid: number) =>
  paid === 0 ? 'open' : paid < amount ? 'partial' : 'paid';

function toFamilyPayment(p: typeof payments.$inferSelect, invoiceNumber: number): FamilyPayment {
  return {
    id: p.id,
    invoiceId: p.invoiceId,
    invoiceNumber,
    kind: p.kind,
    method: p.method,
    reference: p.reference,
    gatewayReference: p.gatewayReference,
    amountHalalas: p.amountHalalas,
    receivedOn: p.receivedOn,
    createdAt: p.createdAt.toISOString(),
  };
}

/**
 * The family's money (ADR 0058): the balance the ledger keeps on the parent, their invoices (newest
 * due first) and their payments and refunds that count (a voided one does not). Only this parent's.
 */
export async function familyMoney(
  db: Database,
  parentId: string,
  onlinePayment: PaymentProvider | null,
): Promise<FamilyMoney> {
  const [parent] = await db.select().from(parents).where(eq(parents.id, parentId));
  if (!parent) throw notFound();
  const company = await getCompany(db);
  const invoiceRows = await db
    .select({
      i: invoices,
      studentNameAr: students.nameAr,
      studentNameEn: students.nameEn,
      packageNameAr: packages.nameAr,
      packageNameEn: packages.nameEn,
      documentId: zatcaDocuments.id,
    })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .innerJoin(students, eq(students.id, subscriptions.studentId))
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .leftJoin(
      zatcaDocuments,
      and(eq(zatcaDocuments.invoiceId, invoices.id), eq(zatcaDocuments.kind, 'invoice')),
    )
    .where(eq(invoices.parentId, parentId))
    .orderBy(desc(invoices.dueDate), desc(invoices.number));
  const paymentRows = await db
    .select({ p: payments, invoiceNumber: invoices.number })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(payments.parentId, parentId), isNull(payments.voidedAt)))
    .orderBy(desc(payments.createdAt));
  return {
    balanceHalalas: parent.balanceHalalas,
    onlinePayment,
    company: { nameAr: company.legalNameAr, nameEn: company.legalNameEn, vatNumber: company.vatNumber },
    parent: { name: parent.name, phone: parent.phone ?? '' },
    invoices: invoiceRows.map(({ i, documentId, ...names }) => ({
      id: i.id,
      number: i.number,
      month: i.month,
      dueDate: i.dueDate,
      ...names,
      amountHalalas: i.amountHalalas,
      vatHalalas: i.vatHalalas,
      paidHalalas: i.paidHalalas,
      outstandingHalalas: i.amountHalalas - i.paidHalalas,
      status: invoiceStatus(i.amountHalalas, i.paidHalalas),
      pdfUrl: documentId ? `/api/v1/family/invoices/${i.id}/pdf` : null,
    })),
    payments: paymentRows.map(({ p, invoiceNumber }) => toFamilyPayment(p, invoiceNumber)),
  };
}

/** Whether the invoice is this parent's (a family reaches only its own). */
export async function familyOwnsInvoice(db: Database, parentId: string, invoiceId: string): Promise<boolean> {
  const [owned] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.parentId, parentId)));
  return owned !== undefined;
}
