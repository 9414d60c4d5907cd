// Chaining routes into buses. A bus may serve route j after route i when it can drive from route i's school to
// route j's first stop in time, so whether i may precede j depends on route i only through its school. The fewest
// chains covering every route of this acyclic graph is the number of routes minus a maximum matching (a minimum
// path cover); with the left side grouped by school the matching is a flow from schools (each offering its number
// of routes) to routes (each taking one predecessor), found by augmenting paths between schools.

/**
 * `routeSchool[j]`: the school of route j (0..schoolCount-1); `after[j]`: the schools whose routes a bus may serve
 * just before route j. Returns chains of route indices, each in the order one bus serves them.
 */
export function minimumChains(
  routeSchool: ArrayLike<number>,
  schoolCount: number,
  after: number[][],
): number[][] {
  const count = routeSchool.length;
  const supply = new Int32Array(schoolCount);
  for (let j = 0; j < count; j++) {
    const s = routeSchool[j] as number;
    supply[s] = (supply[s] as number) + 1;
  }
  const successors: number[][] = Array.from({ length: schoolCount }, () => []);
  after.forEach((schools, j) => {
    for (const s of schools) (successors[s] as number[]).push(j);
  });
  // matchSchool[j]: the school whose route precedes route j on its bus, or -1.
  const matchSchool = new Int32Array(count).fill(-1);
  const used = new Int32Array(schoolCount);
  for (let s = 0; s < schoolCount; s++) {
    for (const j of successors[s] as number[]) {
      if ((used[s] as number) >= (supply[s] as number)) break;
      if (matchSchool[j] === -1) {
        matchSchool[j] = s;
        used[s] = (used[s] as number) + 1;
      }
    }
  }
  // Augmenting paths: a school with a route to spare takes route j from the school that had it, which takes another.
  const via = new Int32Array(schoolCount);
  const from = new Int32Array(schoolCount);
  const seen = new Int32Array(schoolCount);
  const queue = new Int32Array(schoolCount);
  for (let stamp = 1; ; stamp++) {
    let head = 0;
    let tail = 0;
    for (let s = 0; s < schoolCount; s++) {
      if ((used[s] as number) < (supply[s] as number)) {
        seen[s] = stamp;
        via[s] = -1;
        queue[tail++] = s;
      }
    }
    let end = -1;
    let endSchool = -1;
    search: while (head < tail) {
      const s = queue[head++] as number;
      for (const j of successors[s] as number[]) {
        const owner = matchSchool[j] as number;
        if (owner === -1) {
          end = j;
          endSchool = s;
          break search;
        }
        if (seen[owner] !== stamp) {
          seen[owner] = stamp;
          via[owner] = j;
          from[owner] = s;
          queue[tail++] = owner;
        }
      }
    }
    if (end === -1) break;
    let s = endSchool;
    let j = end;
    for (;;) {
      matchSchool[j] = s;
      const given = via[s] as number;
      if (given === -1) {
        used[s] = (used[s] as number) + 1;
        break;
      }
      j = given;
      s = from[s] as number;
    }
  }
  // Each school's matched successors go to its routes in order; the routes nobody precedes start a bus.
  const routesOf: number[][] = Array.from({ length: schoolCount }, () => []);
  for (let j = 0; j < count; j++) (routesOf[routeSchool[j] as number] as number[]).push(j);
  const taken = new Int32Array(schoolCount);
  const next = new Int32Array(count).fill(-1);
  for (let j = 0; j < count; j++) {
    const s = matchSchool[j] as number;
    if (s === -1) continue;
    const k = taken[s] as number;
    taken[s] = k + 1;
    next[(routesOf[s] as number[])[k] as number] = j;
  }
  const chains: number[][] = [];
  for (let start = 0; start < count; start++) {
    if (matchSchool[start] !== -1) continue;
    const chain = [start];
    for (let at = next[start] as number; at !== -1; at = next[at] as number) chain.push(at);
    chains.push(chain);
  }
  return chains;
}
