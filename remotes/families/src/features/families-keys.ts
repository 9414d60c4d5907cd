/**
 * The prefix of every families query. A families write refreshes all of them: a decision on a
 * request adds a student, a subscription and maybe a parent, and moves the waitlist.
 */
export { FAMILIES_KEY } from '@rihla/shared/http/ledger-keys';
