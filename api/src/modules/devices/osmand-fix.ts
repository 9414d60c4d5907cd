import { latitudeSchema, longitudeSchema } from '@rihla/shared/contracts/common';
import { z } from 'zod';
import { type FieldProblem, HttpProblem } from '../../lib/problem';
import type { Point } from './position-derivation';

const KMH_PER_KNOT = 1.852;
const KMH_PER_METRE_PER_SECOND = 3.6;
/** A numeric `timestamp` above this is milliseconds, below it seconds (as Traccar reads it). */
const SECONDS_UNTIL = 100_000_000_000;

/** A fix as the OsmAnd protocol names it, whichever of its three shapes carried it. */
interface OsmandFields {
  id?: unknown;
  lat?: unknown;
  lon?: unknown;
  timestamp?: unknown;
  speed?: unknown;
  bearing?: unknown;
  batt?: unknown;
}

/** A plain decimal, as trackers write them: not `0x18`, `2.4e1`, `Infinity` or `1_0`, which Number() reads. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Query strings and form bodies carry text: an empty parameter is an absent one, anything but a
 * decimal is refused, spaces around it included (`lat= 24.7` is not what a tracker writes).
 */
const numeric = (value: unknown) => {
  if (value === '' || value == null) return undefined;
  if (typeof value !== 'string') return value;
  return DECIMAL.test(value) ? Number(value) : Number.NaN;
};
const optionalNumber = (range: z.ZodNumber) => z.preprocess(numeric, range.optional());

const fixSchema = z.object({
  lat: z.preprocess(numeric, latitudeSchema),
  lon: z.preprocess(numeric, longitudeSchema),
  /** Knots, as Traccar Client sends it. */
  speed: optionalNumber(
    z
      .number('validation.number')
      .min(0, 'validation.min')
      .max(300 / KMH_PER_KNOT, 'validation.max'),
  ),
  bearing: optionalNumber(z.number('validation.number').min(0, 'validation.min').max(360, 'validation.max')),
  batt: optionalNumber(z.number('validation.number').min(0, 'validation.min').max(100, 'validation.max')),
});

function timeOf(value: unknown, now: Date): Date | null {
  if (value === undefined || value === '') return now;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value);
  let at: Date;
  if (/^\d+(\.\d+)?$/.test(text)) {
    const number = Number(text);
    at = new Date(number < SECONDS_UNTIL ? number * 1000 : number);
  } else if (/^\d{4}-\d{2}-\d{2}T/.test(text)) at = new Date(text);
  else return null;
  // A time JavaScript cannot hold (`timestamp=1` followed by 30 digits) is refused, not a 500.
  return Number.isNaN(at.getTime()) ? null : at;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The OsmAnd fields of a request: the query string, overlaid by a form body, or the Traccar Client
 * JSON body (`device_id`, `location.coords`, speed in m/s, battery level 0–1) turned into them.
 */
export function osmandFields(query: unknown, body: unknown): OsmandFields {
  const fields: OsmandFields = { ...record(query), ...record(body) };
  const json = record(body);
  if (json.device_id === undefined && json.location === undefined) return fields;
  const location = record(json.location);
  const coords = record(location.coords);
  const speed = numeric(coords.speed);
  const level = numeric(record(location.battery).level);
  return {
    id: json.device_id,
    lat: coords.latitude,
    lon: coords.longitude,
    timestamp: location.timestamp,
    // Traccar Client's JSON speed is metres per second, the OsmAnd field knots; -1 means unknown.
    speed:
      typeof speed === 'number' && speed >= 0 ? (speed * KMH_PER_METRE_PER_SECOND) / KMH_PER_KNOT : undefined,
    bearing: typeof coords.heading === 'number' && coords.heading >= 0 ? coords.heading : undefined,
    batt: typeof level === 'number' && level >= 0 ? Math.round(level * 100) : undefined,
  };
}

/** The device identifier of the fields, or '' when there is none. */
export function osmandDeviceId(fields: OsmandFields): string {
  return typeof fields.id === 'string' || typeof fields.id === 'number' ? String(fields.id).trim() : '';
}

/** The fix as a position point, or 400 naming each bad field (junk never reaches the database). */
export function osmandPoint(fields: OsmandFields, now: Date): Point {
  const parsed = fixSchema.safeParse(fields);
  const at = timeOf(fields.timestamp, now);
  const problems: FieldProblem[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const path = issue.path.join('.');
        const missing = numeric(fields[path as keyof OsmandFields]) === undefined;
        return { path, code: missing ? 'validation.required' : issue.message };
      });
  if (!at) problems.push({ path: 'timestamp', code: 'validation.dateTime' });
  if (!parsed.success || !at) throw new HttpProblem(400, 'validation', problems);
  const { lat, lon, speed, bearing, batt } = parsed.data;
  return {
    at,
    lat,
    lng: lon,
    speedKmh: speed === undefined ? null : Math.round(speed * KMH_PER_KNOT * 10) / 10,
    heading: bearing ?? null,
    batteryPercent: batt ?? null,
  };
}
