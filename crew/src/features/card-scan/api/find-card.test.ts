import { JOUD, LAMA, SARA, TODAY, TRIP } from '../../../test/today-fixture';
import { cardDigest, findCard } from './find-card';

describe('a card read on the trip, told apart offline', () => {
  it("marks this trip's rider on the bus, then off it once the taps have them on board", async () => {
    expect(await findCard('qr-1001 ', TODAY, TRIP, { onBoard: [] })).toEqual({
      kind: 'rider',
      cardNumber: 'QR-1001',
      rider: JOUD,
      mark: 'boarded',
    });
    expect(await findCard('QR-1001', TODAY, TRIP, { onBoard: [JOUD.id, LAMA.id] })).toMatchObject({
      kind: 'rider',
      mark: 'dropped_off',
    });
  });

  it("names a child of the member's other trip with that trip's bus", async () => {
    expect(await findCard('QR-1002', TODAY, TRIP, { onBoard: [] })).toEqual({
      kind: 'wrong_bus',
      cardNumber: 'QR-1002',
      rider: SARA,
      plateNumber: '5678 HRT',
    });
  });

  it("tells another bus's child by the digest alone, and a card nobody holds from a code that is no card", async () => {
    expect(await cardDigest(TODAY.date, 'WB-2002')).toBe('cc8ee727319c');
    expect(await findCard('wb-2002', TODAY, TRIP, { onBoard: [] })).toEqual({
      kind: 'wrong_bus',
      cardNumber: 'WB-2002',
      rider: null,
      plateNumber: null,
    });
    // The same card another day is another digest: yesterday's list on a phone says nothing.
    expect(await cardDigest('2026-12-08', 'WB-2002')).not.toBe('cc8ee727319c');
    expect(await findCard('ZZ-9999', TODAY, TRIP, { onBoard: [] })).toEqual({
      kind: 'unknown',
      cardNumber: 'ZZ-9999',
    });
    expect(await findCard('https://example.com/x', TODAY, TRIP, { onBoard: [] })).toEqual({
      kind: 'not_a_card',
    });
  });
});
