// Routes for one group of stops (one school, one gender): a randomised savings construction under a duration
// cap, then the stop order of each route improved by moving single stops. Node indices address a TravelTable.
import type { TravelTable } from './travel';

export interface RouteContext {
  table: TravelTable;
  /** Node of the school. */
  school: number;
  /** Students boarding at each node (stops only). */
  load: (node: number) => number;
  /** Seconds at a stop. */
  service: (node: number) => number;
  capacity: number;
}

export interface GroupRoute {
  nodes: number[];
  load: number;
  duration: number;
}

/** Seconds from leaving the first stop to arriving at the school. */
export function routeDuration(ctx: RouteContext, nodes: number[]): number {
  let total = 0;
  for (let i = 1; i < nodes.length; i++) {
    total += ctx.table.seconds(nodes[i - 1] as number, nodes[i] as number) + ctx.service(nodes[i] as number);
  }
  return total + ctx.table.seconds(nodes[nodes.length - 1] as number, ctx.school);
}

/** Moves single stops to a better place in the order while the duration shrinks. */
function improveOrder(ctx: RouteContext, nodes: number[]): number[] {
  let best = nodes;
  let bestDuration = routeDuration(ctx, nodes);
  let improved = true;
  while (improved && best.length > 2) {
    improved = false;
    for (let from = 0; from < best.length && !improved; from++) {
      for (let to = 0; to < best.length; to++) {
        if (to === from) continue;
        const candidate = best.slice();
        const [moved] = candidate.splice(from, 1);
        candidate.splice(to, 0, moved as number);
        const duration = routeDuration(ctx, candidate);
        if (duration < bestDuration - 1e-6) {
          best = candidate;
          bestDuration = duration;
          improved = true;
          break;
        }
      }
    }
  }
  return best;
}

/**
 * Savings construction for open routes ending at the school: joining route A (ending at a) before route B
 * (starting at b) saves t(a, school) + t(school, b) - t(a, b). `noise` in [0, 1) perturbs the savings so that
 * repeated calls explore different route sets; `maxDuration` caps each route (the ride limit or tighter).
 */
export function buildRoutes(
  ctx: RouteContext,
  stops: number[],
  maxDuration: number,
  noise: number,
  random: () => number,
): GroupRoute[] {
  const { table, school } = ctx;
  const routeOf = new Map<number, GroupRoute>();
  for (const node of stops)
    routeOf.set(node, { nodes: [node], load: ctx.load(node), duration: table.seconds(node, school) });
  const pairs: { a: number; b: number; saving: number }[] = [];
  for (const a of stops) {
    for (const b of stops) {
      if (a === b) continue;
      const saving = table.seconds(a, school) + table.seconds(school, b) - table.seconds(a, b);
      pairs.push({ a, b, saving: saving * (1 + noise * random()) });
    }
  }
  pairs.sort((x, y) => y.saving - x.saving);
  for (const { a, b } of pairs) {
    const first = routeOf.get(a) as GroupRoute;
    const second = routeOf.get(b) as GroupRoute;
    if (first === second) continue;
    if (first.nodes[first.nodes.length - 1] !== a || second.nodes[0] !== b) continue;
    if (first.load + second.load > ctx.capacity) continue;
    const duration =
      first.duration - table.seconds(a, school) + table.seconds(a, b) + ctx.service(b) + second.duration;
    if (duration > maxDuration) continue;
    const merged: GroupRoute = {
      nodes: [...first.nodes, ...second.nodes],
      load: first.load + second.load,
      duration,
    };
    for (const node of merged.nodes) routeOf.set(node, merged);
  }
  const routes = [...new Set(routeOf.values())];
  return routes.map((route) => {
    const nodes = improveOrder(ctx, route.nodes);
    return { nodes, load: route.load, duration: routeDuration(ctx, nodes) };
  });
}
