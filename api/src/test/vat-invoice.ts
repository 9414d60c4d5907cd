import type { Invoice } from '@rihla/shared/contracts/invoices';
import type { FastifyInstance } from 'fastify';
import type { Agent } from './agent';
import { billedFamilies } from './billed-families';
import { vatCompanyBody } from './fixtures';

/** The company made VAT-registered with the demo's complete details: its invoices are ZATCA documents. */
export async function registerForVat(admin: Agent): Promise<void> {
  const { version } = (await admin.call('GET', '/api/v1/company')).json();
  const saved = await admin.call('PUT', '/api/v1/company', { body: vatCompanyBody(version) });
  if (saved.statusCode !== 200) throw new Error(`company not saved: ${saved.body}`);
}

/**
 * A VAT-registered company's first family, billed 450 riyals for April 2030 by an invoice run: its
 * invoice, issued as a simplified tax invoice.
 */
export async function issuedVatInvoice(app: FastifyInstance, admin: Agent): Promise<Invoice> {
  await registerForVat(admin);
  const books = await billedFamilies(app, admin);
  const parentId = await books.family(books.monthlyId, [45_000], '2030-04-01');
  const run = await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2030-04' } });
  if (run.statusCode !== 200) throw new Error(`invoice run failed: ${run.body}`);
  return (await admin.call('GET', `/api/v1/invoices?parentId=${parentId}`)).json().items[0];
}
