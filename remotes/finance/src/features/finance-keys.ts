/**
 * The prefix of every finance query. A finance write refreshes all of them: a payment moves an
 * invoice, a balance, the ageing and the monthly report at once.
 */
export { FINANCE_KEY } from '@rihla/shared/http/ledger-keys';
