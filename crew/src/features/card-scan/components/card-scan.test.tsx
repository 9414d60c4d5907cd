import type { CrewTripState } from '@rihla/shared/contracts/crew-trip';
import { act } from 'react';
import { crewRenderer } from '../../../test/crew-renderer';
import { JOUD, ON_THE_ROAD, TODAY } from '../../../test/today-fixture';
import type { TripAction } from '../../trip-run/api/trip-state';
import { CardScan } from './card-scan';

describe('the card scanner on the trip screen', () => {
  const crew = crewRenderer();
  const host = () => crew.host();
  let taps: TripAction[];
  const render = (state: CrewTripState, path = '/crew') =>
    crew.render(
      <CardScan today={TODAY} trip={TODAY.trips[0]!} state={state} tap={(tap) => taps.push(tap)} />,
      path,
    );
  const button = (name: string) =>
    [...host().querySelectorAll('button')].find((one) => one.textContent === name) as HTMLButtonElement;
  const typeCard = async (text: string) => {
    const input = host().querySelector('input')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const before = host().textContent;
    await act(async () => {
      host().querySelector('form')!.requestSubmit();
    });
    // The card is looked up asynchronously (its digest through Web Crypto): wait for the screen
    // to say what it found, so no lookup outlives its test.
    await vi.waitFor(() => expect(host().textContent).not.toBe(before));
  };
  beforeEach(() => {
    taps = [];
  });

  it('with no camera, says so; the typed number of a rider of this trip marks them on the bus', async () => {
    render(ON_THE_ROAD);
    await act(async () => button('امسح بطاقة').click());
    // The camera's code loads, finds no camera (none in this browser) and says so.
    await vi.waitFor(() =>
      expect(host().querySelector('[role="alert"]')?.textContent).toBe(
        'الكاميرا غير متاحة. اكتب رقم البطاقة.',
      ),
    );
    await typeCard('qr-1001');
    expect(host().querySelector('[role="status"]')?.textContent).toBe(`${JOUD.nameAr}: صعد`);
    expect(taps).toEqual([{ path: `riders/${JOUD.id}`, body: { mark: 'boarded', at: expect.any(String) } }]);
  });

  it("warns at once of another bus's child, offline, and queues the report; the API's answer names the child", async () => {
    render(ON_THE_ROAD);
    await typeCard('WB-2002');
    const warning = host().querySelector('.m-alert-stop');
    expect(warning?.getAttribute('role')).toBe('alert');
    expect(warning?.textContent).toContain('توقّف: هذه البطاقة ليست لأحد ركاب هذه الرحلة.');
    expect(warning?.textContent).toContain('لا تُركب الطالب.');
    expect(taps).toEqual([{ path: 'cards', body: { cardNumber: 'WB-2002', at: expect.any(String) } }]);
    // Synced: the answer carries whose the card is and their bus.
    render({
      ...ON_THE_ROAD,
      card: {
        cardNumber: 'WB-2002',
        verdict: 'wrong_bus',
        nameAr: 'ريم خالد',
        nameEn: 'Reem Khalid',
        plateNumber: '9012 KSA',
      },
    });
    expect(host().querySelector('.m-alert-stop')?.textContent).toContain(
      'توقّف: هذه الرحلة ليست رحلة ريم خالد.',
    );
    expect(host().querySelector('.m-alert-stop')?.textContent).toContain('حافلة الطالب اليوم: 9012 KSA');
  });

  it('in English, a card nobody holds is unknown; a code that is no card is said so and sent nowhere', async () => {
    render(ON_THE_ROAD, '/en/crew');
    await typeCard('ZZ-9999');
    expect(host().querySelector('.m-alert-stop')).toBeNull();
    expect([...host().querySelectorAll('[role="alert"]')].map((alert) => alert.textContent)).toContain(
      'Unknown card: not one of our riders. ZZ-9999',
    );
    await typeCard('not a card!');
    expect([...host().querySelectorAll('[role="alert"]')].map((alert) => alert.textContent)).toContain(
      'This code is not a rider card.',
    );
    expect(taps.map((tap) => tap.path)).toEqual(['cards']);
  });
});
