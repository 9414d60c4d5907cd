import type { Bus } from '@rihla/shared/contracts/buses';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The tracker and cameras the TGA asks for: red when not fitted (the bus is not dispatched), grey
 * when not recorded yet (a bus from before these fields: flagged, not blocked), plain when fitted.
 */
export function BusEquipmentTags({ bus }: { bus: Pick<Bus, 'trackerFitted' | 'camerasFitted'> }) {
  const { t } = useTranslation('fleet');
  const items = [
    { key: 'trackerFitted', fitted: bus.trackerFitted },
    { key: 'camerasFitted', fitted: bus.camerasFitted },
  ] as const;
  return (
    <Flex gap={4} wrap>
      {items.map(({ key, fitted }) => (
        <Tag key={key} color={fitted === false ? 'red' : fitted === null ? 'default' : 'green'}>
          {t(`bus.fields.${key}`)}:{' '}
          {t(
            fitted === null
              ? 'bus.equipment.unknown'
              : fitted
                ? 'bus.equipment.fitted'
                : 'bus.equipment.notFitted',
          )}
        </Tag>
      ))}
    </Flex>
  );
}
