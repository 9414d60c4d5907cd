import { PLANNER_RUN_STATUSES } from '@rihla/shared/contracts/planner';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';

/**
 * A planning run: what was asked, how far the search is, and the proposal it left. Kept in the
 * database so any API replica answers its progress, a stop request reaches the process that runs it
 * (it reads `stop_requested` with each progress write), and the proposal waits for acceptance.
 */
export const plannerRuns = pgTable(
  'planner_runs',
  {
    ...entityColumns(),
    status: text('status', { enum: PLANNER_RUN_STATUSES }).notNull().default('running'),
    input: jsonb('input').notNull(),
    progress: jsonb('progress').notNull(),
    error: text('error'),
    proposal: jsonb('proposal'),
    stopRequested: boolean('stop_requested').notNull().default(false),
    createdBy: uuid('created_by'),
  },
  (t) => [index('planner_runs_created_at_idx').on(t.createdAt)],
);
