import { anAlert } from '@rihla/shared/test/test-alert';
import { checkedEntry, type FeedEntry, messageOf, notifiedMessage } from './feed-message';

const TRIP = '11111111-1111-4111-8111-111111111111';
const position = {
  busId: '33333333-3333-4333-8333-333333333333',
  tripId: TRIP,
  at: '2026-11-23T06:20:00.000Z',
  lat: 24.7,
  lng: 46.7,
  speedKmh: null,
  lateMinutes: 0,
  nextStopId: null,
  etaSeconds: null,
};

function recordingLog() {
  const warnings: unknown[] = [];
  return { warnings, warn: (object: unknown) => warnings.push(object) };
}

describe('live-feed messages on the API', () => {
  it('checks an entry against the contract before it is stored, refusing a malformed one', () => {
    expect(checkedEntry({ tripId: TRIP, kind: 'position', data: position })).toEqual({
      tripId: TRIP,
      kind: 'position',
      data: position,
    });
    const malformed = { tripId: TRIP, kind: 'position', data: { ...position, lat: 'north' } };
    expect(() => checkedEntry(malformed as unknown as FeedEntry)).toThrow();
  });

  it('reads stored and notified rows, dropping (and logging) those that do not match', () => {
    const log = recordingLog();
    const alert = anAlert();
    expect(messageOf({ id: 4, tripId: alert.tripId, kind: 'alert', payload: alert }, log)).toEqual({
      id: 4,
      tripId: alert.tripId,
      kind: 'alert',
      data: alert,
    });
    expect(messageOf({ id: 5, tripId: null, kind: 'weather', payload: {} }, log)).toBeNull();
    const notified = JSON.stringify({ id: 6, tripId: TRIP, kind: 'position', payload: position });
    expect(notifiedMessage(notified, log)).toMatchObject({ id: 6, kind: 'position', data: position });
    expect(notifiedMessage('{"id":', log)).toBeNull();
    expect(notifiedMessage(JSON.stringify({ id: 'x', kind: 'position' }), log)).toBeNull();
    expect(log.warnings).toHaveLength(3);
  });
});
