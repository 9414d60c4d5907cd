import { giveMapsASize } from '@rihla/shared/test/leaflet-size';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { LocaleProvider } from '../messages-context';
import HomeMap from './home-map';

const OSM = { url: 'http://tiles.rihla.test/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' };

giveMapsASize();
afterAll(() => vi.unstubAllGlobals());

async function renderMap(locale: 'ar' | 'en') {
  vi.stubGlobal('fetch', async () => Response.json({ mapTiles: OSM, timeZone: 'Asia/Riyadh' }));
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () =>
    createRoot(container).render(
      <LocaleProvider value={locale}>
        <HomeMap label="Home" value={null} onChoose={() => undefined} />
      </LocaleProvider>,
    ),
  );
  await vi.waitFor(() => expect(container.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(3));
  return container;
}

describe('the registration form’s home map', () => {
  it('says in Arabic that the map cannot be loaded and drops the broken tiles', async () => {
    const container = await renderMap('ar');
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toContain(
      '© مساهمو OpenStreetMap',
    );
    act(() => {
      for (const tile of container.querySelectorAll('img.leaflet-tile'))
        tile.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('[role=status]')?.textContent).toBe(
      'تعذّر تحميل الخريطة الآن، فلا تظهر الشوارع. استخدم «استخدم موقعي الحالي» بدلًا منها.',
    );
    expect(container.querySelectorAll('img.leaflet-tile')).toHaveLength(0);
  });

  it('shows the OpenStreetMap attribution in English on the English form', async () => {
    const container = await renderMap('en');
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toContain(
      '© OpenStreetMap contributors',
    );
  });
});
