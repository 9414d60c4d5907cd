import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithShell } from '../../test/render-with-shell';
import { type GeoPoint, LocationPicker } from './location-picker';

const noTiles = () => Response.json({ mapTiles: null, timeZone: 'Asia/Riyadh' });

function Controlled({ initial, seen }: { initial: GeoPoint | null; seen: (GeoPoint | null)[] }) {
  const [value, setValue] = useState(initial);
  return (
    <LocationPicker
      label="Home location"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('LocationPicker', () => {
  it('is a named map region with a pin at the value and its coordinates in LTR fields', async () => {
    const { container } = renderWithShell(<Controlled initial={{ lat: 24.7, lng: 46.6 }} seen={[]} />, {
      fetch: noTiles,
      locale: 'ar',
    });
    const region = screen.getByRole('region', { name: 'Home location' });
    expect(region.getAttribute('dir')).toBe('ltr');
    await waitFor(() => expect(container.querySelector('.rihla-map-pin')).not.toBeNull());
    expect(Number((screen.getByLabelText('خط العرض') as HTMLInputElement).value)).toBe(24.7);
    expect(Number((screen.getByLabelText('خط الطول') as HTMLInputElement).value)).toBe(46.6);
  });

  it('takes typed coordinates, rounded to six decimals, starting from the default city when empty', async () => {
    const seen: (GeoPoint | null)[] = [];
    renderWithShell(<Controlled initial={null} seen={seen} />, { fetch: noTiles, locale: 'en' });
    const lat = screen.getByLabelText('Latitude');
    fireEvent.change(lat, { target: { value: '24.12345678' } });
    fireEvent.blur(lat);
    await waitFor(() => expect(seen.at(-1)).toEqual({ lat: 24.123457, lng: 46.6753 }));
    const lng = screen.getByLabelText('Longitude');
    fireEvent.change(lng, { target: { value: '46.5' } });
    fireEvent.blur(lng);
    await waitFor(() => expect(seen.at(-1)).toEqual({ lat: 24.123457, lng: 46.5 }));
  });
});
