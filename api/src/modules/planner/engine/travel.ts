// Travel-time models. Every model turns a list of points into a time table (seconds); the planner only reads
// the table, so a routing engine and a formula are interchangeable.
import type { Point } from './types';

export interface TravelTable {
  readonly size: number;
  seconds(from: number, to: number): number;
}

export interface TravelModel {
  table(points: Point[]): Promise<TravelTable>;
}

/** A table computed on demand from a formula: no memory for large instances. */
function formulaTable(points: Point[], seconds: (a: Point, b: Point) => number): TravelTable {
  return {
    size: points.length,
    seconds: (from, to) => (from === to ? 0 : seconds(points[from] as Point, points[to] as Point)),
  };
}

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres between two points given as x = longitude, y = latitude. */
export function haversineMeters(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.y - a.y) * rad;
  const dLng = (b.x - a.x) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.y * rad) * Math.cos(b.y * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The default: straight-line distance times a detour factor, at a constant speed. */
export function straightLineModel(options: { detourFactor: number; speedKmh: number }): TravelModel {
  const metresPerSecond = (options.speedKmh * 1000) / 3600;
  return {
    table: async (points) =>
      formulaTable(points, (a, b) => (haversineMeters(a, b) * options.detourFactor) / metresPerSecond),
  };
}

/** The benchmark's model: Manhattan distance on planar coordinates at a constant speed (units per second). */
export function manhattanModel(unitsPerSecond: number): TravelModel {
  return {
    table: async (points) =>
      formulaTable(points, (a, b) => (Math.abs(a.x - b.x) + Math.abs(a.y - b.y)) / unitsPerSecond),
  };
}

/** A filled table, for models that answer with numbers rather than a formula. */
function denseTable(size: number, values: Float64Array): TravelTable {
  return { size, seconds: (from, to) => values[from * size + to] as number };
}

const OSRM_BLOCK = 100;

/**
 * OSRM's table service (`ROUTING_URL`, e.g. http://osrm:5000): driving durations between every pair of points,
 * asked for in blocks of 100 x 100 so the URL stays short. A pair the engine cannot route keeps Infinity.
 */
export function osrmModel(baseUrl: string, fetchImpl: typeof fetch = fetch): TravelModel {
  return {
    async table(points) {
      const size = points.length;
      const values = new Float64Array(size * size).fill(Number.POSITIVE_INFINITY);
      for (let from = 0; from < size; from += OSRM_BLOCK) {
        for (let to = 0; to < size; to += OSRM_BLOCK) {
          const sources = points.slice(from, from + OSRM_BLOCK);
          const destinations = points.slice(to, to + OSRM_BLOCK);
          const coordinates = [...sources, ...destinations].map((p) => `${p.x},${p.y}`).join(';');
          const sourceIdx = sources.map((_, i) => i).join(';');
          const destinationIdx = destinations.map((_, i) => sources.length + i).join(';');
          const url = `${baseUrl.replace(/\/$/, '')}/table/v1/driving/${coordinates}?sources=${sourceIdx}&destinations=${destinationIdx}&annotations=duration`;
          const response = await fetchImpl(url);
          if (!response.ok) throw new Error(`routing engine answered ${response.status}`);
          const body = (await response.json()) as { code: string; durations?: (number | null)[][] };
          if (body.code !== 'Ok' || !body.durations) throw new Error(`routing engine answered ${body.code}`);
          body.durations.forEach((row, i) => {
            row.forEach((value, j) => {
              if (value !== null) values[(from + i) * size + (to + j)] = value;
            });
          });
        }
      }
      return denseTable(size, values);
    },
  };
}

/** The model a company gets: its routing engine when `ROUTING_URL` is set, else the straight line. */
export function defaultTravelModel(
  routingUrl: string | undefined,
  straightLine: { detourFactor: number; speedKmh: number } = { detourFactor: 1.3, speedKmh: 30 },
): TravelModel {
  return routingUrl ? osrmModel(routingUrl) : straightLineModel(straightLine);
}
