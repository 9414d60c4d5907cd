// The published text format of the school bus routing benchmark (Park, Tae and Kim 2012; see sbrp/README.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RoutingProblem } from '../src/modules/planner/engine/types';

/** The published parameters. */
export const SBRP = {
  capacity: 66,
  feetPerSecond: 29.333,
  stopBaseSeconds: 19,
  stopPerStudentSeconds: 2.6,
  dwellSeconds: 154.4,
  maxRideSeconds: 2700,
};

function rows(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(file, 'utf8').trim().split(/\r?\n/);
  const names = (header ?? '').split('\t').map((n) => n.trim());
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(names.map((name, i) => [name, (cells[i] ?? '').trim()]));
  });
}

/** hhmm (510 = 05:10) to seconds after midnight. */
const hhmmSeconds = (value: string) => {
  const n = Number(value);
  return Math.floor(n / 100) * 3600 + (n % 100) * 60;
};

export function readInstance(folder: string, maxRideSeconds = SBRP.maxRideSeconds): RoutingProblem {
  const schools = rows(join(folder, 'Schools.txt')).map((r) => ({
    id: String(r.ID),
    location: { x: Number(r.X), y: Number(r.Y) },
    bellSeconds: hhmmSeconds(String(r.AMEARLY)),
    dwellSeconds: SBRP.dwellSeconds,
  }));
  const stops = rows(join(folder, 'Stops.txt')).map((r) => ({
    id: String(r.ID),
    schoolId: String(r.EP_ID),
    location: { x: Number(r.X_COORD), y: Number(r.Y_COORD) },
    students: Number(r.STUDENT_COUNT),
    group: String(r.EP_ID),
  }));
  return {
    schools,
    stops,
    capacity: SBRP.capacity,
    maxRideSeconds,
    stopBaseSeconds: SBRP.stopBaseSeconds,
    stopPerStudentSeconds: SBRP.stopPerStudentSeconds,
  };
}
