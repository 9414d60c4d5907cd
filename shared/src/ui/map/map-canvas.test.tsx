import { act, screen, waitFor } from '@testing-library/react';
import { Marker } from 'react-leaflet';
import { giveMapsASize } from '../../test/leaflet-size';
import { renderWithShell } from '../../test/render-with-shell';
import { MapCanvas } from './map-canvas';
import { mapPin } from './map-pin';

const OSM = { url: 'http://tiles.rihla.test/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' };

giveMapsASize();

function renderMap(locale: 'ar' | 'en', mapTiles: typeof OSM | null) {
  return renderWithShell(
    <MapCanvas label="Stops" center={[24.7, 46.7]} zoom={12}>
      <Marker position={[24.7, 46.7]} icon={mapPin({ label: 1 })} />
    </MapCanvas>,
    {
      locale,
      fetch: () => Response.json({ mapTiles, timeZone: 'Asia/Riyadh' }),
    },
  );
}

const tiles = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile'),
];
const attribution = (container: HTMLElement) =>
  container.querySelector('.leaflet-control-attribution')?.textContent ?? '';

async function shownTiles(container: HTMLElement) {
  await waitFor(() => expect(tiles(container).length).toBeGreaterThan(3));
  return tiles(container);
}

describe('MapCanvas', () => {
  it('says in Arabic that the tiles cannot be loaded and falls back to the grid, keeping the markers', async () => {
    const { container } = renderMap('ar', OSM);
    const shown = await shownTiles(container);
    act(() => {
      for (const tile of shown) tile.dispatchEvent(new Event('error'));
    });

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('تعذّر تحميل الخريطة، فالمواقع مرسومة على شبكة بسيطة');
    expect(notice.textContent).toContain(
      'اطلب من مسؤول النظام ضبط MAP_TILE_URL على خادم الخرائط داخل شبكة الشركة',
    );
    expect(tiles(container)).toHaveLength(0);
    expect(container.querySelector('.rihla-map-pin')?.textContent).toBe('1');
  });

  it('keeps the tiles when some load and a few fail', async () => {
    const { container } = renderMap('en', OSM);
    const [first, ...rest] = await shownTiles(container);
    if (!first) throw new Error('no tile');
    act(() => {
      first.dispatchEvent(new Event('load'));
      for (const tile of rest) tile.dispatchEvent(new Event('error'));
    });

    expect(screen.queryByRole('alert')).toBeNull();
    expect(tiles(container).length).toBeGreaterThan(0);
  });

  it('shows the default OpenStreetMap attribution in the reader’s language', async () => {
    const arabic = renderMap('ar', OSM);
    await waitFor(() => expect(attribution(arabic.container)).toContain('© مساهمو OpenStreetMap'));
    arabic.unmount();

    const english = renderMap('en', OSM);
    await waitFor(() => expect(attribution(english.container)).toContain('© OpenStreetMap contributors'));
  });

  it('shows a deployment’s own attribution as it was set', async () => {
    const { container } = renderMap('ar', { ...OSM, attribution: '© Riyadh Municipality maps' });
    await waitFor(() => expect(attribution(container)).toContain('© Riyadh Municipality maps'));
    expect(attribution(container)).not.toContain('مساهمو');
  });
});
