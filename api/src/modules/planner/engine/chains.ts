// Chaining routes into buses: the fewest chains covering every route of a compatibility DAG is the number of
// routes minus a maximum matching (minimum path cover), found with Hopcroft-Karp.

/** `next[i]`: the routes a bus may serve after route i. Returns chains of route indices. */
export function minimumChains(count: number, next: number[][]): number[][] {
  const matchRight = new Int32Array(count).fill(-1);
  const matchLeft = new Int32Array(count).fill(-1);
  const dist = new Int32Array(count);
  const queue = new Int32Array(count);
  const INF = 1 << 30;
  const bfs = (): boolean => {
    let head = 0;
    let tail = 0;
    let found = false;
    for (let u = 0; u < count; u++) {
      if (matchLeft[u] === -1) {
        dist[u] = 0;
        queue[tail++] = u;
      } else dist[u] = INF;
    }
    while (head < tail) {
      const u = queue[head++] as number;
      for (const v of next[u] as number[]) {
        const w = matchRight[v] as number;
        if (w === -1) found = true;
        else if (dist[w] === INF) {
          dist[w] = (dist[u] as number) + 1;
          queue[tail++] = w;
        }
      }
    }
    return found;
  };
  const dfs = (u: number): boolean => {
    for (const v of next[u] as number[]) {
      const w = matchRight[v] as number;
      if (w === -1 || (dist[w] === (dist[u] as number) + 1 && dfs(w))) {
        matchLeft[u] = v;
        matchRight[v] = u;
        return true;
      }
    }
    dist[u] = INF;
    return false;
  };
  while (bfs()) {
    for (let u = 0; u < count; u++) if (matchLeft[u] === -1) dfs(u);
  }
  const chains: number[][] = [];
  for (let start = 0; start < count; start++) {
    if (matchRight[start] !== -1) continue;
    const chain = [start];
    let at = start;
    while (matchLeft[at] !== -1) {
      at = matchLeft[at] as number;
      chain.push(at);
    }
    chains.push(chain);
  }
  return chains;
}
