// Planning runs: started in the planner's thread, their progress and stop flag kept in the database (any replica
// answers, the running process hears a stop within a second), the proposal written when the search ends.
import {
  type PlannerRun,
  plannerProposalSchema,
  type plannerRunInputSchema,
  plannerRunSchema,
} from '@rihla/shared/contracts/planner';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import type { Actor } from '../../lib/actor';
import { HttpProblem, notFound } from '../../lib/problem';
import type { SchoolScope } from '../../lib/school-scope';
import { schools } from '../schools/schools.table';
import { stops } from '../stops/stops.table';
import { plannerRuns } from './planner.table';
import { currentPlan } from './planner-current';
import { type CompanyPlanningData, companyPlanningData } from './planner-input';
import { buildProposal } from './planner-proposal';
import { runPlannerInWorker } from './run-in-worker';

type RunInput = z.output<typeof plannerRunInputSchema>;
type RunRow = typeof plannerRuns.$inferSelect;

/** A running search writes its progress this often; a run silent for much longer lost its process. */
const HEARTBEAT_MS = 1000;
const LOST_AFTER_MS = 30_000;

/**
 * A run every school of which is in the scope (ADR 0072): a run plans its schools' trips together
 * and shows them all, so it is seen whole or not at all, as a settlement. There is no list of runs:
 * this holds a run's page and each of its actions (the plugin's `/planner/runs/:id` routes).
 */
export function plannerRunInScope(scope: SchoolScope): SQL | undefined {
  if (!scope) return undefined;
  return sql`not exists (select 1 from jsonb_array_elements_text(${plannerRuns.input} -> 'schoolIds') as s(id)
    where not ${inArray(sql`s.id::uuid`, [...scope])})`;
}

export function toRun(row: RunRow, now = Date.now()): PlannerRun {
  const lost = row.status === 'running' && now - row.updatedAt.getTime() > LOST_AFTER_MS;
  return plannerRunSchema.parse({
    id: row.id,
    version: row.version,
    status: lost ? 'failed' : row.status,
    input: row.input,
    progress: row.progress,
    error: lost ? 'planner.runLost' : row.error,
    proposal: row.proposal === null ? null : plannerProposalSchema.parse(row.proposal),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

export async function findRun(db: Database, id: string): Promise<PlannerRun | null> {
  const [row] = await db.select().from(plannerRuns).where(eq(plannerRuns.id, id));
  return row ? toRun(row) : null;
}

/** Checks the request and records the run; the search itself starts once this transaction commits. */
export async function createRun(
  tx: Database,
  input: RunInput,
  actor: Actor | null,
  today: string,
): Promise<{ run: PlannerRun; data: CompanyPlanningData }> {
  if (input.termStart < today) {
    throw new HttpProblem(400, 'validation', [{ path: 'termStart', code: 'trips.pastDate' }]);
  }
  const found = await tx.select({ id: schools.id }).from(schools).where(inArray(schools.id, input.schoolIds));
  if (found.length !== new Set(input.schoolIds).size) {
    throw new HttpProblem(400, 'validation', [{ path: 'schoolIds', code: 'validation.missingReference' }]);
  }
  const data = await companyPlanningData(tx, input);
  if (data.fleet.length === 0) throw new HttpProblem(409, 'planner.noBuses');
  const [row] = await tx
    .insert(plannerRuns)
    .values({
      input,
      progress: { fraction: 0, buses: 0, drivingMinutes: 0 },
      createdBy: actor?.id ?? null,
    })
    .returning();
  return { run: toRun(row!), data };
}

/** The search of one run, in the planner's thread; settles when its outcome is written. */
export function searchRun(
  db: Database,
  run: PlannerRun,
  data: CompanyPlanningData,
  options: { routingUrl?: string; today: () => string },
): Promise<void> {
  const { rules } = run.input;
  let progress = { fraction: 0, buses: 0, drivingMinutes: 0 };
  const search = runPlannerInWorker(data.input, {
    timeLimitMs: run.input.timeLimitSeconds * 1000,
    routingUrl: options.routingUrl,
    straightLine: { detourFactor: rules.detourFactor, speedKmh: rules.speedKmh },
    onProgress: (p) => {
      progress = {
        fraction: p.fraction,
        buses: p.buses,
        drivingMinutes: Math.round(p.drivingSeconds / 60),
      };
    },
  });
  const beat = setInterval(() => {
    void db
      .update(plannerRuns)
      .set({ progress, updatedAt: new Date() })
      .where(eq(plannerRuns.id, run.id))
      .returning({ stopRequested: plannerRuns.stopRequested })
      .then(([row]) => {
        if (row?.stopRequested) search.stop();
      })
      .catch(() => {});
  }, HEARTBEAT_MS);
  beat.unref();
  const finish = async () => {
    try {
      const planned = await search.result;
      const current = await currentPlan(db, run.input.schoolIds, options.today());
      const known = await db
        .select({ id: stops.id, nameAr: stops.nameAr, nameEn: stops.nameEn, lat: stops.lat, lng: stops.lng })
        .from(stops);
      const proposal = buildProposal(data, planned, known, current);
      clearInterval(beat);
      await db
        .update(plannerRuns)
        .set({
          status: sql`case when ${plannerRuns.stopRequested} then 'stopped' else 'done' end`,
          progress: {
            fraction: 1,
            buses: proposal.figures.proposal.buses,
            drivingMinutes: Math.round(proposal.figures.proposal.drivingMinutes),
          },
          proposal,
          version: sql`${plannerRuns.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(plannerRuns.id, run.id));
    } catch {
      clearInterval(beat);
      await db
        .update(plannerRuns)
        .set({
          status: 'failed',
          error: 'planner.failed',
          version: sql`${plannerRuns.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(plannerRuns.id, run.id))
        .catch(() => {});
    }
  };
  return finish();
}

/** Asks the run's process to stop; it keeps the best plan found so far. */
export async function requestStop(tx: Database, id: string): Promise<PlannerRun> {
  const [row] = await tx.select().from(plannerRuns).where(eq(plannerRuns.id, id)).for('update');
  if (!row) throw notFound();
  if (toRun(row).status !== 'running') throw new HttpProblem(409, 'planner.notRunning');
  const [updated] = await tx
    .update(plannerRuns)
    .set({ stopRequested: true })
    .where(eq(plannerRuns.id, id))
    .returning();
  return toRun(updated!);
}
