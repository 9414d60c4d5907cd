import type { TripDetails } from '@rihla/shared/contracts/trips';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Ltr } from '@rihla/shared/ui/ltr';
import { MapCanvas } from '@rihla/shared/ui/map/map-canvas';
import { mapPin } from '@rihla/shared/ui/map/map-pin';
import { Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Marker, Polyline } from 'react-leaflet';

/** The trip's stops in order on the map and as a list, with the riders at each (absent ones marked). */
export function TripRoute({ trip }: { trip: TripDetails }) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  const points = trip.stops.map((s) => [s.lat, s.lng] as [number, number]);
  return (
    <Card title={t('update.route')}>
      <MapCanvas label={t('add.mapLabel')} height={280} fitTo={points.length > 0 ? points : null}>
        {trip.stops.map((stop, index) => (
          <Marker
            key={stop.stopId}
            position={[stop.lat, stop.lng]}
            icon={mapPin({ label: index + 1 })}
            title={nameIn(locale, stop)}
            // Display only (the list below names every stop): no click or Tab stop on the map.
            interactive={false}
            keyboard={false}
          />
        ))}
        {points.length > 1 ? <Polyline positions={points} color="#0f766e" /> : null}
      </MapCanvas>
      <ol aria-label={t('fields.stops')} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {trip.stops.map((stop, index) => (
          <li
            key={stop.stopId}
            style={{
              paddingBlock: 12,
              borderBlockEnd: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
            }}
          >
            <Space orientation="vertical" size={4}>
              <Space>
                <Tag color="#0f766e">{index + 1}</Tag>
                <Typography.Text strong>{nameIn(locale, stop)}</Typography.Text>
                <Ltr>{stop.plannedTime}</Ltr>
              </Space>
              <Space wrap size={4}>
                {stop.students.map((student) => (
                  <Tag key={student.id} color={student.absent ? 'default' : 'cyan'}>
                    {nameIn(locale, student)}
                    {student.absent ? ` (${t('update.absent')})` : ''}
                  </Tag>
                ))}
              </Space>
            </Space>
          </li>
        ))}
      </ol>
    </Card>
  );
}
