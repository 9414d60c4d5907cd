import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/types';
import type { OperatorsClock } from '../../lib/operators-clock';
import type { LiveFeedHub } from '../live-feed/live-feed-hub';
import { stops } from '../stops/stops.table';
import { tripStops, tripStudents, trips } from '../trips/trips.table';
import { distanceM, type LatLng } from './geo';
import { ingestPositionBatch } from './position-batch';
import { ingestScans } from './scan-ingest';
import { DEFAULT_TRIP_NOTICE_SETTINGS, type TripNoticeSettings } from './trip-watch';

/** Seconds between two simulated fixes, and the simulated bus speed (km/h). */
export const SIMULATOR_TICK_MS = 2_000;
const SPEED_KMH = 45;
const DWELL_TICKS = 3;

interface Leg {
  stopId: string;
  at: LatLng;
  studentIds: string[];
}

interface Run {
  busId: string;
  direction: 'to_school' | 'from_school';
  legs: Leg[];
  /** Index of the stop being driven to, metres left to it, ticks still to wait at a stop. */
  target: number;
  position: LatLng;
  waiting: number;
  done: boolean;
}

/**
 * The demo's bus devices: each trip in progress drives its stops in order at a steady speed,
 * waits at each stop, and scans its students on where they board (to school) or off where they
 * get off (from school); the last stop lets everyone off. It goes through the same code as real
 * devices (ingest, derivations, alerts, feed), so the screens and alerts show what they would.
 */
export class DemoSimulator {
  private readonly runs = new Map<string, Run>();
  private timer: NodeJS.Timeout | null = null;
  private busy = false;

  constructor(
    private readonly db: Database,
    private readonly hub: LiveFeedHub,
    private readonly clock: () => OperatorsClock,
    private readonly log: { warn(object: unknown, message?: string): void },
    private readonly noticeSettings: TripNoticeSettings = DEFAULT_TRIP_NOTICE_SETTINGS,
  ) {}

  start() {
    this.timer = setInterval(() => void this.tick(), SIMULATOR_TICK_MS);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
  }

  private async load(tripId: string, busId: string, direction: Run['direction']): Promise<Run> {
    const route = await this.db
      .select({ stopId: tripStops.stopId, lat: stops.lat, lng: stops.lng })
      .from(tripStops)
      .innerJoin(stops, eq(stops.id, tripStops.stopId))
      .where(eq(tripStops.tripId, tripId))
      .orderBy(asc(tripStops.position));
    const riders = await this.db.select().from(tripStudents).where(eq(tripStudents.tripId, tripId));
    const legs = route.map((stop) => ({
      stopId: stop.stopId,
      at: { lat: stop.lat, lng: stop.lng },
      studentIds: riders.filter((r) => r.stopId === stop.stopId).map((r) => r.studentId),
    }));
    // Start a little before the first stop, as a bus coming from its depot.
    const first = legs[0]?.at ?? { lat: 24.7, lng: 46.7 };
    return {
      busId,
      direction,
      legs,
      target: 0,
      position: { lat: first.lat - 0.004, lng: first.lng - 0.004 },
      waiting: 0,
      done: legs.length === 0,
    };
  }

  async tick(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const clock = this.clock();
      const active = await this.db
        .select({ id: trips.id, busId: trips.busId, direction: trips.direction })
        .from(trips)
        .where(and(eq(trips.date, clock.today), inArray(trips.status, ['in_progress'])));
      const ids = new Set(active.map((t) => t.id));
      for (const id of this.runs.keys()) if (!ids.has(id)) this.runs.delete(id);
      for (const trip of active) {
        let run = this.runs.get(trip.id);
        if (!run) {
          run = await this.load(trip.id, trip.busId, trip.direction);
          this.runs.set(trip.id, run);
          if (trip.direction === 'from_school') {
            await this.scan(
              run,
              run.legs.flatMap((l) => l.studentIds),
              'on',
              clock,
            );
          }
        }
        if (!run.done) await this.step(run, clock);
      }
    } catch (error) {
      this.log.warn({ err: (error as Error).message }, 'monitor simulator: tick failed');
    } finally {
      this.busy = false;
    }
  }

  private async step(run: Run, clock: OperatorsClock) {
    const leg = run.legs[run.target]!;
    let speed = SPEED_KMH;
    if (run.waiting > 0) {
      run.waiting -= 1;
      speed = 0;
      if (run.waiting === 0) {
        run.target += 1;
        if (run.target >= run.legs.length) run.done = true;
      }
    } else {
      const stepM = (SPEED_KMH / 3.6) * (SIMULATOR_TICK_MS / 1000);
      const left = distanceM(run.position, leg.at);
      if (left <= stepM) {
        run.position = { ...leg.at };
        run.waiting = DWELL_TICKS;
        const last = run.target === run.legs.length - 1;
        if (run.direction === 'to_school') {
          await this.scan(run, leg.studentIds, 'on', clock);
          if (last)
            await this.scan(
              run,
              run.legs.flatMap((l) => l.studentIds),
              'off',
              clock,
            );
        } else {
          await this.scan(
            run,
            last ? run.legs.slice(run.target).flatMap((l) => l.studentIds) : leg.studentIds,
            'off',
            clock,
          );
        }
      } else {
        const f = stepM / left;
        run.position = {
          lat: run.position.lat + (leg.at.lat - run.position.lat) * f,
          lng: run.position.lng + (leg.at.lng - run.position.lng) * f,
        };
      }
    }
    const point = { at: clock.now, ...run.position, speedKmh: speed, heading: null };
    await this.hub.commit((tx) =>
      ingestPositionBatch(tx, [{ busId: run.busId, points: [point] }], clock, undefined, this.noticeSettings),
    );
  }

  private async scan(run: Run, studentIds: string[], kind: 'on' | 'off', clock: OperatorsClock) {
    if (studentIds.length === 0) return;
    const scans = studentIds.map((studentId) => ({ studentId, kind, at: clock.now }));
    await this.hub.commit((tx) => ingestScans(tx, run.busId, scans, clock));
  }
}
