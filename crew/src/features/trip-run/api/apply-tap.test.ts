import type { CrewQueuedTap } from '@rihla/shared/contracts/crew-trip';
import { onTheRoad as onTheRoadFrom } from '../../../test/render-crew';
import { applyTap } from './apply-tap';

const TRIP = '00000000-0000-4000-8000-000000000001';
const STOP = '00000000-0000-4000-8000-000000000002';
const JOUD = '00000000-0000-4000-8000-000000000003';
const LAMA = '00000000-0000-4000-8000-000000000004';
const AT = '2026-12-07T04:10:00.000Z';

const onTheRoad = onTheRoadFrom(TRIP);

let n = 0;
const tap = (path: string, body: Record<string, unknown>): CrewQueuedTap => {
  n += 1;
  return { key: `key-${n}`, tripId: TRIP, path, body: { at: AT, ...body } };
};

describe('a tap not yet synced, as the screen shows it', () => {
  it('marks stops reached and left, once each', () => {
    const taps = [
      tap(`stops/${STOP}`, { event: 'arrived' }),
      tap(`stops/${STOP}`, { event: 'arrived' }),
      tap(`stops/${STOP}`, { event: 'departed' }),
    ];
    expect(taps.reduce(applyTap, onTheRoad)).toMatchObject({ arrived: [STOP], departed: [STOP] });
  });

  it('puts riders on and off the bus, the latest mark winning, and a boarding undoes the walk', () => {
    const walked = { ...onTheRoad, walkedAt: AT };
    const state = [
      tap(`riders/${JOUD}`, { mark: 'boarded' }),
      tap(`riders/${LAMA}`, { mark: 'not_at_stop' }),
      tap(`riders/${LAMA}`, { mark: 'boarded' }),
      tap(`riders/${JOUD}`, { mark: 'dropped_off' }),
    ].reduce(applyTap, walked);
    expect(state.onBoard).toEqual([LAMA]);
    expect(state.walkedAt).toBeNull();
    expect(state.riders).toEqual([
      { studentId: LAMA, mark: 'boarded' },
      { studentId: JOUD, mark: 'dropped_off' },
    ]);
  });

  it('hands everyone on board over on the walk and logs its time', () => {
    const onBoard = applyTap(onTheRoad, tap(`riders/${JOUD}`, { mark: 'boarded' }));
    const walked = applyTap(onBoard, tap('walk', { found: [JOUD] }));
    expect(walked).toMatchObject({
      onBoard: [],
      walkedAt: AT,
      riders: [{ studentId: JOUD, mark: 'dropped_off' }],
    });
  });
});
