import { checkPlan } from './checker/check-plan';
import { planStudents } from './engine/plan-students';
import { runPlannerInWorker } from './run-in-worker';
import { checkInstanceOf, tinyInput, tinyModel } from './test-instance';

describe('route planner', () => {
  it('plans a tiny company that the independent checker accepts, chaining both schools on one bus', async () => {
    const input = tinyInput();
    const planned = await planStudents(input, tinyModel(), { timeLimitMs: 50 });
    expect(checkPlan(checkInstanceOf(input, planned), planned.plan)).toEqual([]);
    expect(planned.unplanned).toEqual([{ studentId: 'near', reason: 'near-school' }]);
    // Boys and girls of 'early' ride apart; the late school's route follows on a bus of the early school.
    const early = planned.plan.routes.filter((r) => r.schoolId === 'early');
    expect(new Set(early.map((r) => r.group))).toEqual(new Set(['early/male', 'early/female']));
    expect(planned.plan.chains.length).toBe(2);
    expect(planned.plan.chains.some((chain) => chain.length === 2)).toBe(true);
    const door = planned.stops.find((s) => s.studentIds?.includes('d1'));
    expect(door?.studentIds).toEqual(['d1']);
  });

  it('runs in a worker thread, reports progress and returns its best plan when stopped', async () => {
    const progress: number[] = [];
    const run = runPlannerInWorker(tinyInput(), {
      timeLimitMs: 600_000,
      onProgress: (p) => {
        progress.push(p.buses);
        run.stop();
      },
    });
    const planned = await run.result;
    expect(progress.length).toBeGreaterThan(0);
    expect(planned.plan.chains.length).toBe(2);
  });
});
