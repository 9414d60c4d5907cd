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
  if (nodes.length === 0) return 0;
  let total = 0;
  for (let i = 1; i < nodes.length; i++) {
    total += ctx.table.seconds(nodes[i - 1] as number, nodes[i] as number) + ctx.service(nodes[i] as number);
  }
  return total + ctx.table.seconds(nodes[nodes.length - 1] as number, ctx.school);
}

/** Seconds at which the bus leaves each stop of `nodes` to arrive at the school at `bellSeconds`. */
export function departuresOf(ctx: RouteContext, nodes: number[], bellSeconds: number): number[] {
  let remaining = routeDuration(ctx, nodes);
  return nodes.map((node, k) => {
    if (k > 0) remaining -= ctx.table.seconds(nodes[k - 1] as number, node) + ctx.service(node);
    return bellSeconds - remaining;
  });
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
  const routes = [...new Set(routeOf.values())].map((route) => improveOrder(ctx, route.nodes));
  const improved = relocateStops(ctx, eliminateRoutes(ctx, routes, maxDuration), maxDuration);
  return improved.map((nodes) => ({
    nodes,
    load: routeLoad(ctx, nodes),
    duration: routeDuration(ctx, nodes),
  }));
}

const routeLoad = (ctx: RouteContext, nodes: number[]) =>
  nodes.reduce((sum, node) => sum + ctx.load(node), 0);

/** Seconds that visiting `node` at position `at` of `nodes` adds to the route's duration. */
function insertionCost(ctx: RouteContext, nodes: number[], node: number, at: number): number {
  const { table, school } = ctx;
  if (nodes.length === 0) return table.seconds(node, school);
  if (at === 0) return table.seconds(node, nodes[0] as number) + ctx.service(nodes[0] as number);
  const before = nodes[at - 1] as number;
  const after = at < nodes.length ? (nodes[at] as number) : school;
  return (
    table.seconds(before, node) +
    ctx.service(node) +
    table.seconds(node, after) -
    table.seconds(before, after)
  );
}

/** The cheapest place for `node` in `nodes` within the load and duration limits, or undefined. */
function cheapestInsertion(
  ctx: RouteContext,
  nodes: number[],
  node: number,
  maxDuration: number,
): { at: number; cost: number } | undefined {
  if (routeLoad(ctx, nodes) + ctx.load(node) > ctx.capacity) return undefined;
  const duration = routeDuration(ctx, nodes);
  let best: { at: number; cost: number } | undefined;
  for (let at = 0; at <= nodes.length; at++) {
    const cost = insertionCost(ctx, nodes, node, at);
    if (duration + cost <= maxDuration && (!best || cost < best.cost)) best = { at, cost };
  }
  return best;
}

/**
 * Route elimination: the routes with the fewest students first, each route's stops are put, one by one, at their
 * cheapest place on the other routes; when every stop finds a place the route is gone.
 */
function eliminateRoutes(ctx: RouteContext, routes: number[][], maxDuration: number): number[][] {
  let current = routes.slice().sort((a, b) => routeLoad(ctx, a) - routeLoad(ctx, b));
  for (let v = 0; v < current.length; v++) {
    const victim = current[v] as number[];
    const others = current.filter((_, i) => i !== v).map((nodes) => nodes.slice());
    let placedAll = true;
    for (const node of victim) {
      let best: { route: number[]; at: number; cost: number } | undefined;
      for (const nodes of others) {
        const place = cheapestInsertion(ctx, nodes, node, maxDuration);
        if (place && (!best || place.cost < best.cost)) best = { route: nodes, ...place };
      }
      if (!best) {
        placedAll = false;
        break;
      }
      best.route.splice(best.at, 0, node);
    }
    if (placedAll) {
      // The routes before v could not be emptied before; they are tried again on the new set.
      current = others.sort((a, b) => routeLoad(ctx, a) - routeLoad(ctx, b));
      v = -1;
    }
  }
  return current;
}

/** Moves single stops to the cheapest place on any route of the group while the total duration shrinks. */
function relocateStops(ctx: RouteContext, routes: number[][], maxDuration: number): number[][] {
  const current = routes.map((nodes) => nodes.slice());
  for (let pass = 0; pass < 10; pass++) {
    let improved = false;
    for (const from of current) {
      for (let k = 0; k < from.length; k++) {
        const node = from[k] as number;
        const rest = from.filter((_, i) => i !== k);
        const saving = routeDuration(ctx, from) - (rest.length > 0 ? routeDuration(ctx, rest) : 0);
        let best: { route: number[]; at: number; cost: number } | undefined;
        for (const to of current) {
          const place = cheapestInsertion(ctx, to === from ? rest : to, node, maxDuration);
          if (place && (!best || place.cost < best.cost)) best = { route: to, ...place };
        }
        if (!best || best.cost >= saving - 1e-6) continue;
        if (best.route === from) {
          rest.splice(best.at, 0, node);
          from.splice(0, from.length, ...rest);
        } else {
          from.splice(k, 1);
          best.route.splice(best.at, 0, node);
        }
        improved = true;
        k--;
      }
    }
    if (!improved) break;
  }
  return current.filter((nodes) => nodes.length > 0);
}
