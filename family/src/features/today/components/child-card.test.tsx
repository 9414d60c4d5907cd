import type { FamilyChild, FamilyTrip } from '@rihla/shared/contracts/family';
import { giveMapsASize } from '@rihla/shared/test/leaflet-size';
import { renderInFamily } from '../../../test/render-in-family';
import { ChildCard } from './child-card';

giveMapsASize();

const onTheRoad: FamilyTrip = {
  id: '2d8fae4c-3e5f-4a7b-8c1d-2e3f4a5b6c7d',
  name: 'الصباح · حي الملقا',
  direction: 'to_school',
  status: 'in_progress',
  departureTime: '06:30',
  arrivalTime: '07:20',
  stop: { nameAr: 'محطة الملقا ٣', nameEn: 'Al-Malqa 3', plannedTime: '06:45', lat: 24.81, lng: 46.61 },
  bus: { lat: 24.8, lng: 46.63, at: '2026-12-07T03:41:00.000Z' },
  etaMinutes: 6,
  stopReached: false,
  boardedAt: null,
  droppedAt: null,
  absent: false,
};

const childWith = (trip: FamilyTrip): FamilyChild => ({
  id: '3e9fbf5d-4f6a-4b8c-9d2e-3f4a5b6c7d8e',
  nameAr: 'ليان',
  nameEn: 'Layan',
  grade: 4,
  school: { nameAr: 'مدارس الرواد', nameEn: 'Al-Rowad Schools' },
  trips: [trip],
});

describe("the families app's child card", () => {
  let unmount = () => {};
  beforeEach(() => {
    // The deployment has no tile server: the map is a plain grid with its two points.
    vi.stubGlobal('fetch', async () => Response.json({ mapTiles: null, timeZone: 'Asia/Riyadh' }));
  });
  afterEach(() => {
    unmount();
    vi.unstubAllGlobals();
  });

  it('shows the bus on the road and the child’s own stop on a small map, named in Arabic', async () => {
    const rendered = renderInFamily(<ChildCard child={childWith(onTheRoad)} />);
    unmount = rendered.unmount;
    const map = await vi.waitFor(() => {
      const region = rendered.host.querySelector('section[aria-label="موقع الحافلة الآن"]');
      expect(region).not.toBeNull();
      return region as HTMLElement;
    });
    // The bus and the stop, nothing else: no other child's stop reaches the family.
    await vi.waitFor(() => expect(map.querySelectorAll('path.leaflet-interactive')).toHaveLength(2));
    expect(rendered.host.querySelector('.m-map-legend')?.textContent).toBe('الحافلةمحطتك');
    expect(rendered.host.textContent).toContain('آخر موقع للحافلة الساعة');
  });

  it('shows no map before the trip starts or once the child is off the bus', async () => {
    for (const trip of [
      { ...onTheRoad, status: 'scheduled' as const, bus: null },
      { ...onTheRoad, droppedAt: '2026-12-07T04:10:00.000Z', bus: null },
    ]) {
      const rendered = renderInFamily(<ChildCard child={childWith(trip)} />, '/en/family');
      expect(rendered.host.textContent).toContain('Al-Malqa 3');
      expect(rendered.host.querySelector('.m-map')).toBeNull();
      expect(rendered.host.textContent).not.toContain('Bus last seen');
      rendered.unmount();
    }
  });
});
