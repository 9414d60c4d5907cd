import type { StopRow } from '../devices/position-derivation';
import { etaToStop } from '../devices/stop-eta';
import {
  type EtaState,
  etaToTarget,
  pairKey,
  type SegmentBook,
  type SegmentCell,
  segmentTime,
} from './eta-model';

// Riyadh is UTC+3 all year: 2026-12-06 is a Sunday (weekday 0), 2026-12-07 a Monday.
const TZ = 'Asia/Riyadh';
const sundayAt = (hhmm: string) => new Date(`2026-12-06T${hhmm}:00+03:00`);
const mondayAt = (hhmm: string) => new Date(`2026-12-07T${hhmm}:00+03:00`);

const A: StopRow = { position: 0, stopId: 'a', lat: 24.7, lng: 46.7, plannedTime: '07:00' };
const B: StopRow = { position: 1, stopId: 'b', lat: 24.71, lng: 46.7, plannedTime: '07:12' };
const C: StopRow = { position: 2, stopId: 'c', lat: 24.72, lng: 46.7, plannedTime: '07:24' };
const ROUTE = [A, B, C];

const cell = (weekday: number, hour: number, samples: number, driveSeconds: number, waitSeconds = 60) =>
  ({ weekday, hour, samples, driveSeconds, waitSeconds }) satisfies SegmentCell;
const book = (learned: [string, SegmentCell[]][], routed: [string, number][] = []): SegmentBook => ({
  learned: new Map(learned),
  routed: new Map(routed),
});

describe('the drive between two stops', () => {
  const ab = pairKey('a', 'b');
  const history = book(
    [
      [
        ab,
        [
          cell(0, 7, 4, 900), // Sundays at 7: slow
          cell(1, 7, 2, 300), // Mondays at 7: too few drives to believe
          cell(-1, 7, 12, 600), // any day at 7
          cell(-1, 13, 12, 420), // any day at 13
        ],
      ],
    ],
    [[pairKey('b', 'c'), 480]],
  );

  it("reads the weekday's cell of that hour when it holds enough drives", () => {
    expect(segmentTime(history, 'a', 'b', sundayAt('07:40'), TZ)).toEqual({
      driveSeconds: 900,
      waitSeconds: 60,
      source: 'learned',
    });
  });

  it("falls back to that hour on every day when the weekday's cell has too few drives", () => {
    expect(segmentTime(history, 'a', 'b', mondayAt('07:05'), TZ)?.driveSeconds).toBe(600);
  });

  it('reads the hour the bus leaves at on the operators’ clock, not UTC', () => {
    // 13:30 in Riyadh is 10:30 UTC: the 13 o'clock cell.
    expect(segmentTime(history, 'a', 'b', new Date('2026-12-07T10:30:00Z'), TZ)?.driveSeconds).toBe(420);
    // An hour nobody drove: no history.
    expect(segmentTime(history, 'a', 'b', mondayAt('10:00'), TZ)).toBeNull();
  });

  it("takes the routing engine's drive where there is no history, and nothing where there is neither", () => {
    expect(segmentTime(history, 'b', 'c', mondayAt('07:00'), TZ)).toEqual({
      driveSeconds: 480,
      waitSeconds: 60,
      source: 'routing',
    });
    expect(segmentTime(history, 'c', 'a', mondayAt('07:00'), TZ)).toBeNull();
  });
});

describe('the ETA to the stops ahead', () => {
  const learned = book([
    [pairKey('a', 'b'), [cell(-1, 7, 10, 900, 120)]],
    [pairKey('b', 'c'), [cell(-1, 7, 10, 1200, 180)]],
  ]);
  // The derivation's figures: 1.1 km at 30 km/h from A is about 133 s.
  const base: EtaState = {
    etaSeconds: 133,
    atStop: null,
    arrivedAt: null,
    lastAt: sundayAt('07:05'),
    lastLat: A.lat,
    lastLng: A.lng,
    lastSpeedKmh: 30,
  };

  it('at a stop: the rest of the usual wait, then the usual drive', () => {
    const atA = { ...base, atStop: 0, arrivedAt: sundayAt('07:04') };
    // Waited 60 s of the usual 120, then 900 s on the road.
    expect(etaToTarget(atA, ROUTE, B, learned, TZ)).toBe(60 + 900);
  });

  it("on the way: the usual drive's share of the way left, or near the stop distance over speed", () => {
    // Half way: half the usual 900 s, whatever its speed says beyond three minutes.
    expect(etaToTarget({ ...base, lastLat: 24.705, etaSeconds: 400 }, ROUTE, B, learned, TZ)).toBe(450);
    // Half way but under three minutes by its speed: on the move, its speed's 100 s.
    expect(etaToTarget({ ...base, lastLat: 24.705, etaSeconds: 100 }, ROUTE, B, learned, TZ)).toBe(100);
    // A fifth of the way left and on the move: its speed's 60 s; halted there, the usual 180 s.
    expect(etaToTarget({ ...base, lastLat: 24.708, etaSeconds: 60 }, ROUTE, B, learned, TZ)).toBe(60);
    const halted = { ...base, lastLat: 24.708, etaSeconds: 600, lastSpeedKmh: 2 };
    expect(etaToTarget(halted, ROUTE, B, learned, TZ)).toBe(180);
  });

  it('keeps distance over speed where the history is too thin, and before the first stop', () => {
    const thin = book([[pairKey('a', 'b'), [cell(-1, 7, 2, 900)]]]);
    expect(etaToTarget({ ...base, lastLat: 24.705 }, ROUTE, B, thin, TZ)).toBe(133);
    expect(etaToTarget({ ...base, lastLat: 24.69 }, ROUTE, A, learned, TZ)).toBe(133);
  });

  it('adds the usual wait and drive of each pair on to a later stop, else the planned time', () => {
    const state = { ...base, etaSeconds: 600 };
    // 600 s to B, then 180 s at B and 1 200 s to C.
    expect(etaToStop(state, ROUTE, B, 2, { book: learned, timeZone: TZ })).toBe(600 + 180 + 1200);
    // Without history for B to C: the 12 planned minutes between them.
    const noBC = book([[pairKey('a', 'b'), [cell(-1, 7, 10, 900, 120)]]]);
    expect(etaToStop(state, ROUTE, B, 2, { book: noBC, timeZone: TZ })).toBe(600 + 720);
    // The model before: the planned times whatever the history.
    expect(etaToStop(state, ROUTE, B, 2, null)).toBe(600 + 720);
  });

  it('reads the hour the bus will leave each stop at, not the hour it is now', () => {
    // At 07:50, 15 min from B: it leaves B after 8 o'clock, where B to C is quicker.
    const late = book([
      [pairKey('a', 'b'), [cell(-1, 7, 10, 900, 120)]],
      [pairKey('b', 'c'), [cell(-1, 7, 10, 1200, 180), cell(-1, 8, 10, 400, 60)]],
    ]);
    const state = { ...base, etaSeconds: 900, lastAt: sundayAt('07:50') };
    expect(etaToStop(state, ROUTE, B, 2, { book: late, timeZone: TZ })).toBe(900 + 60 + 400);
  });
});
