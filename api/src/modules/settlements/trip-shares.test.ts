import { driverShares } from './trip-shares';

const at = (minute: number) => new Date(Date.UTC(2026, 8, 1, 6, minute));

describe('driverShares', () => {
  it('gives the trip to its driver without a handover', () => {
    expect(driverShares('a', at(0), at(40), [])).toEqual(
      new Map([['a', { percent: 100, from: at(0), started: true }]]),
    );
  });

  it('splits at the handover by the minutes each drove, the parts adding up to 100', () => {
    const shares = driverShares('b', at(0), at(40), [{ at: at(30), fromDriverId: 'a', toDriverId: 'b' }]);
    expect(shares).toEqual(
      new Map([
        ['a', { percent: 75, from: at(0), started: true }],
        ['b', { percent: 25, from: at(30), started: false }],
      ]),
    );
    const thirds = driverShares('c', at(0), at(30), [
      { at: at(10), fromDriverId: 'a', toDriverId: 'b' },
      { at: at(20), fromDriverId: 'b', toDriverId: 'c' },
    ]);
    expect([...thirds.values()].map((s) => s.percent)).toEqual([33, 33, 34]);
  });

  it('leaves out a driver relieved before the trip started, and counts one driving twice once', () => {
    const early = driverShares('b', at(10), at(40), [{ at: at(5), fromDriverId: 'a', toDriverId: 'b' }]);
    expect(early).toEqual(new Map([['b', { percent: 100, from: at(5), started: false }]]));
    const back = driverShares('a', at(0), at(40), [
      { at: at(10), fromDriverId: 'a', toDriverId: 'b' },
      { at: at(20), fromDriverId: 'b', toDriverId: 'a' },
    ]);
    expect(back).toEqual(
      new Map([
        ['b', { percent: 25, from: at(10), started: false }],
        ['a', { percent: 75, from: at(0), started: true }],
      ]),
    );
  });
});
