import { act } from 'react';
import { crewRenderer } from '../../../test/crew-renderer';
import { JOUD, LAMA, TRIP } from '../../../test/today-fixture';
import { RiderRow } from './rider-row';

describe("a rider's row on the manifest", () => {
  const crew = crewRenderer();
  const render = (path: string) =>
    crew.render(
      <ul>
        <RiderRow tripId={TRIP} rider={{ ...JOUD, hasPhoto: true }} />
        <RiderRow tripId={TRIP} rider={LAMA} />
      </ul>,
      path,
    );
  const rows = () => crew.host().querySelectorAll('li');

  it("shows the photo from the trip's own endpoint, lazily, and the name's first letter without one", () => {
    render('/crew');
    const photo = rows()[0]!.querySelector('img')!;
    expect(photo.getAttribute('src')).toBe(`/api/v1/crew/trips/${TRIP}/riders/${JOUD.id}/photo`);
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(rows()[1]!.querySelector('img')).toBeNull();
    expect(rows()[1]!.querySelector('.m-rider-initial')?.textContent).toBe('ل');
  });

  it('falls back to the initial, in English, when the photo cannot load (offline, or removed since)', () => {
    render('/en/crew');
    act(() => rows()[0]!.querySelector('img')!.dispatchEvent(new Event('error')));
    expect(rows()[0]!.querySelector('img')).toBeNull();
    expect(rows()[0]!.querySelector('.m-rider-initial')?.textContent).toBe('J');
    expect(rows()[1]!.querySelector('.m-rider-initial')?.textContent).toBe('L');
  });
});
