import type { QueryKey } from '@tanstack/react-query';

/** The query-key prefix of the families area: parents, students, requests, subscriptions, notices. */
export const FAMILIES_KEY = ['families'] as const;

/** The query-key prefix of the finance area: packages, invoices, payments, settlements, reports. */
export const FINANCE_KEY = ['finance'] as const;

/**
 * A parent's balance is written only by the ledger: the invoice run raises it, a payment lowers it,
 * a refund or a void raises it again (the API's invoices and payments modules, in the transaction of
 * the invoice or payment; nothing else writes it). Every area that shows a balance or an invoice
 * is refreshed by a ledger write: finance's lists and reports, and the families' parent pages.
 */
export const LEDGER_READERS: readonly QueryKey[] = [FINANCE_KEY, FAMILIES_KEY];
