import { minimumChains } from './chains';
import { seededRandom } from './planner';
import { buildRoutes, type RouteContext, routeDuration } from './routes';
import { manhattanModel } from './travel';

/** Kuhn's augmenting paths on the route-level graph: the fewest chains, computed the plain way. */
function fewestChainsPlain(routeSchool: number[], after: number[][]): number {
  const count = routeSchool.length;
  const allowed = (i: number, j: number) => (after[j] as number[]).includes(routeSchool[i] as number);
  const owner = new Array<number>(count).fill(-1);
  const augment = (i: number, seen: boolean[]): boolean => {
    for (let j = 0; j < count; j++) {
      if (!allowed(i, j) || seen[j]) continue;
      seen[j] = true;
      if (owner[j] === -1 || augment(owner[j] as number, seen)) {
        owner[j] = i;
        return true;
      }
    }
    return false;
  };
  let matched = 0;
  for (let i = 0; i < count; i++) if (augment(i, new Array<boolean>(count).fill(false))) matched++;
  return count - matched;
}

describe('planner engine', () => {
  it('chains routes into as few buses as a route-by-route matching, each route once and each step allowed', () => {
    const random = seededRandom(7);
    for (let trial = 0; trial < 200; trial++) {
      const schools = 2 + Math.floor(random() * 5);
      const count = 1 + Math.floor(random() * 14);
      const routeSchool = Array.from({ length: count }, () => Math.floor(random() * schools));
      // School s may precede school t only when s < t (bells in order), as in the planner.
      const after = routeSchool.map((t) =>
        Array.from({ length: t }, (_, s) => s).filter(() => random() < 0.5),
      );
      const chains = minimumChains(routeSchool, schools, after);
      expect(chains.length).toBe(fewestChainsPlain(routeSchool, after));
      expect(chains.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i));
      for (const chain of chains) {
        for (let k = 1; k < chain.length; k++) {
          expect(after[chain[k] as number]).toContain(routeSchool[chain[k - 1] as number]);
        }
      }
    }
  });

  it('builds routes that visit every stop once, within the capacity and the duration cap', async () => {
    const random = seededRandom(3);
    const points = [
      { x: 0, y: 0 },
      ...Array.from({ length: 60 }, () => ({ x: random() * 20_000, y: random() * 20_000 })),
    ];
    const table = await manhattanModel(29.333).table(points);
    const loads = points.map((_, i) => (i === 0 ? 0 : 1 + Math.floor(random() * 12)));
    const ctx: RouteContext = {
      table,
      school: 0,
      load: (node) => loads[node] as number,
      service: (node) => (node === 0 ? 0 : 19 + 2.6 * (loads[node] as number)),
      capacity: 66,
    };
    const stops = Array.from({ length: 60 }, (_, i) => i + 1);
    for (const cap of [1_200, 2_700]) {
      const routes = buildRoutes(ctx, stops, cap, 0.3, random);
      expect(routes.flatMap((r) => r.nodes).sort((a, b) => a - b)).toEqual(stops);
      for (const route of routes) {
        expect(route.load).toBe(route.nodes.reduce((sum, node) => sum + (loads[node] as number), 0));
        expect(route.load).toBeLessThanOrEqual(66);
        expect(route.duration).toBeCloseTo(routeDuration(ctx, route.nodes), 6);
        // A stop farther from the school than the cap rides alone; every route of two or more stops fits the cap.
        if (route.nodes.length > 1) expect(route.duration).toBeLessThanOrEqual(cap);
      }
    }
  });
});
