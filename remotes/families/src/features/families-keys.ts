/**
 * The prefix of every families query. A families write refreshes all of them: a decision on a
 * request adds a student, a subscription and maybe a parent, and moves the waitlist.
 */
export const FAMILIES_KEY = ['families'] as const;
