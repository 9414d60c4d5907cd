import { InputNumber, Space, Typography } from 'antd';
import type { Marker as LeafletMarker } from 'leaflet';
import { useMemo } from 'react';
import { Marker } from 'react-leaflet';
import { useUiText } from '../ui-texts';
import { DEFAULT_CENTER } from './default-center';
import { MapCanvas } from './map-canvas';
import { mapPin } from './map-pin';

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface LocationPickerProps {
  /** Accessible name of the map, e.g. "Home location". */
  label: string;
  value?: GeoPoint | null;
  onChange?(value: GeoPoint | null): void;
  /** Set by antd's Form.Item: labels the latitude field. */
  id?: string;
  height?: number;
  disabled?: boolean;
}

/** Six decimals is about 10 cm: more is noise from the map's pixel grid. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A place on the map as a form value: click the map or drag the pin, or type the coordinates
 * (keyboard users, or coordinates copied from a phone). A Form.Item child.
 */
export function LocationPicker({ label, value, onChange, id, height = 280, disabled }: LocationPickerProps) {
  const t = useUiText();
  const set = (next: GeoPoint | null) => onChange?.(next && { lat: round(next.lat), lng: round(next.lng) });
  const icon = useMemo(() => mapPin(), []);
  const position = value ? ([value.lat, value.lng] as [number, number]) : undefined;

  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <MapCanvas
        label={label}
        height={height}
        {...(position ? { center: position, zoom: 15 } : {})}
        {...(disabled ? {} : { onClick: set })}
      >
        {position ? (
          <Marker
            position={position}
            icon={icon}
            draggable={!disabled}
            eventHandlers={{
              dragend: (event) => set((event.target as LeafletMarker).getLatLng()),
            }}
          />
        ) : null}
      </MapCanvas>
      {disabled ? null : <Typography.Text type="secondary">{t('map.pickHint')}</Typography.Text>}
      <Space wrap>
        <InputNumber<number>
          id={id}
          aria-label={t('map.lat')}
          addonBefore={t('map.lat')}
          value={value?.lat ?? null}
          min={-90}
          max={90}
          step={0.0001}
          disabled={disabled}
          style={{ direction: 'ltr' }}
          onChange={(lat) => set(lat === null ? null : { lat, lng: value?.lng ?? DEFAULT_CENTER[1] })}
        />
        <InputNumber<number>
          aria-label={t('map.lng')}
          addonBefore={t('map.lng')}
          value={value?.lng ?? null}
          min={-180}
          max={180}
          step={0.0001}
          disabled={disabled}
          style={{ direction: 'ltr' }}
          onChange={(lng) => set(lng === null ? null : { lat: value?.lat ?? DEFAULT_CENTER[0], lng })}
        />
      </Space>
    </Space>
  );
}
