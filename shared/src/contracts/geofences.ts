import { z } from 'zod';
import {
  entityMetaSchema,
  idSchema,
  latitudeSchema,
  listQuerySchema,
  longitudeSchema,
  requiredTextSchema,
  versionSchema,
} from './common';

/**
 * Geofences (ADR 0062): zones drawn on the map. A bus entering, leaving or staying too long in one
 * is detected where its fixes are ingested; a school's zone puts arrival and departure on the
 * trip's timeline, a no-go zone raises an alert.
 */
export const GEOFENCE_KINDS = ['school', 'depot', 'no_go', 'other'] as const;
export type GeofenceKind = (typeof GEOFENCE_KINDS)[number];

/** The zone every school gets when it is created (a circle around it, metres). */
export const SCHOOL_ZONE_RADIUS_M = 150;
export const ZONE_RADIUS_MIN_M = 20;
export const ZONE_RADIUS_MAX_M = 20_000;
export const ZONE_POINTS_MAX = 200;
/** A zone's speed limit's bounds (km/h). */
export const ZONE_SPEED_MIN_KMH = 5;
export const ZONE_SPEED_MAX_KMH = 200;

export const latLngSchema = z.object({ lat: latitudeSchema, lng: longitudeSchema });
export type LatLngPoint = z.infer<typeof latLngSchema>;

const orientation = (a: LatLngPoint, b: LatLngPoint, c: LatLngPoint) =>
  Math.sign((b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng));

const onSegment = (a: LatLngPoint, b: LatLngPoint, p: LatLngPoint) =>
  Math.min(a.lng, b.lng) <= p.lng &&
  p.lng <= Math.max(a.lng, b.lng) &&
  Math.min(a.lat, b.lat) <= p.lat &&
  p.lat <= Math.max(a.lat, b.lat);

/** Whether segments a–b and c–d touch or cross (collinear overlaps count). */
export function segmentsIntersect(a: LatLngPoint, b: LatLngPoint, c: LatLngPoint, d: LatLngPoint): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

/** The ring without a closing point that repeats the first (GeoJSON closes its rings, the map does not). */
export function openRing(ring: readonly LatLngPoint[]): LatLngPoint[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng
    ? ring.slice(0, -1)
    : [...ring];
}

/**
 * Whether the closed ring crosses or touches itself: two edges that are not neighbours meet, or
 * two neighbours fold back on each other (the same point twice counts). Quadratic in the points:
 * a zone has at most ZONE_POINTS_MAX.
 */
export function ringCrossesItself(ring: readonly LatLngPoint[]): boolean {
  const points = openRing(ring);
  const n = points.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (points[i]!.lat === points[j]!.lat && points[i]!.lng === points[j]!.lng) return true;
    }
  }
  for (let i = 0; i < n; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % n]!;
    for (let j = i + 1; j < n; j++) {
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      if (neighbours) continue;
      if (segmentsIntersect(a, b, points[j]!, points[(j + 1) % n]!)) return true;
    }
  }
  // Neighbours fold back when the middle point lies on the line between the others, pointing back.
  for (let i = 0; i < n; i++) {
    const a = points[(i + n - 1) % n]!;
    const b = points[i]!;
    const c = points[(i + 1) % n]!;
    if (orientation(a, b, c) === 0 && (onSegment(a, b, c) || onSegment(b, c, a))) return true;
  }
  return false;
}

export const circleShapeSchema = z.object({
  type: z.literal('circle'),
  center: latLngSchema,
  radiusM: z
    .number('validation.number')
    .int('validation.integer')
    .min(ZONE_RADIUS_MIN_M, 'validation.min')
    .max(ZONE_RADIUS_MAX_M, 'validation.max'),
});

export const polygonShapeSchema = z.object({
  type: z.literal('polygon'),
  /** The ring's corners in order, not closed (a closing point repeating the first is dropped). */
  points: z
    .array(latLngSchema, 'validation.required')
    .transform(openRing)
    .refine((points) => points.length >= 3, 'validation.polygonTooFewPoints')
    .refine((points) => points.length <= ZONE_POINTS_MAX, 'validation.max')
    .refine((points) => points.length < 3 || !ringCrossesItself(points), 'validation.polygonSelfCrossing'),
});

export const geofenceShapeSchema = z.discriminatedUnion('type', [circleShapeSchema, polygonShapeSchema], {
  error: 'validation.choice',
});
export type GeofenceShape = z.output<typeof geofenceShapeSchema>;

const geofenceFieldsSchema = z.object({
  nameAr: requiredTextSchema(2, 120),
  nameEn: requiredTextSchema(2, 120),
  kind: z.enum(GEOFENCE_KINDS, 'validation.choice'),
  shape: geofenceShapeSchema,
  /** The school a school zone surrounds (arrival and departure go on that school's trips). */
  schoolId: idSchema.nullable().default(null),
  /** Staying inside longer than this raises "stayed too long in a zone"; null: no limit. */
  dwellLimitMinutes: z
    .number('validation.number')
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(1440, 'validation.max')
    .nullable()
    .default(null),
  /** A fix inside faster than this (km/h) raises "speeding" with this limit, not the rule's; null: the rule's. */
  speedLimitKmh: z
    .number('validation.number')
    .int('validation.integer')
    .min(ZONE_SPEED_MIN_KMH, 'validation.min')
    .max(ZONE_SPEED_MAX_KMH, 'validation.max')
    .nullable()
    .default(null),
});

/** A school zone names its school. */
function schoolNamed(zone: { kind: GeofenceKind; schoolId: string | null }, ctx: z.RefinementCtx) {
  if (zone.kind === 'school' && zone.schoolId === null)
    ctx.addIssue({ code: 'custom', path: ['schoolId'], message: 'validation.required' });
}

export const geofenceInputSchema = geofenceFieldsSchema.superRefine(schoolNamed);
export type GeofenceInput = z.input<typeof geofenceInputSchema>;

export const geofenceUpdateSchema = geofenceFieldsSchema
  .extend({ version: versionSchema })
  .superRefine(schoolNamed);

export const geofenceSchema = entityMetaSchema.extend({
  nameAr: z.string(),
  nameEn: z.string(),
  kind: z.enum(GEOFENCE_KINDS),
  shape: geofenceShapeSchema,
  schoolId: z.string().nullable(),
  dwellLimitMinutes: z.number().int().nullable(),
  speedLimitKmh: z.number().int().nullable(),
});
export type Geofence = z.infer<typeof geofenceSchema>;

export const GEOFENCE_SORT_FIELDS = ['nameAr', 'nameEn', 'kind', 'createdAt'] as const;

export const geofenceListQuerySchema = listQuerySchema(GEOFENCE_SORT_FIELDS).extend({
  kind: z.enum(GEOFENCE_KINDS, 'validation.choice').optional(),
  schoolId: idSchema.optional(),
});
