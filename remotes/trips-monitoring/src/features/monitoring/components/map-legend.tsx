import { CREW_ONLINE_MINUTES } from '@rihla/shared/contracts/monitoring';
import type { Freshness } from '@rihla/shared/contracts/monitoring-screens';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CREW_APP_COLOR } from './bus-marker';
import { FRESHNESS_COLORS } from './freshness-tag';

const FRESHNESS: readonly Freshness[] = ['live', 'stale', 'offline'];

function Swatch({ freshness }: { freshness: Freshness }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
      <circle cx="7" cy="7" r="6" fill={FRESHNESS_COLORS[freshness]} />
    </svg>
  );
}

function PhoneMark() {
  return (
    <svg width="10" height="14" viewBox="0 0 10 14" aria-hidden="true">
      <rect x="1" y="0.5" width="8" height="13" rx="2" fill={CREW_APP_COLOR} />
      <circle cx="5" cy="11" r="1" fill="#fff" />
    </svg>
  );
}

/** What the bus markers say: the signal's colours and the phone mark of a crew app open. */
export function MapLegend() {
  const { t } = useTranslation('trips');
  return (
    <Flex
      component="ul"
      wrap
      gap={16}
      aria-label={t('monitor.legend')}
      style={{ margin: 0, padding: 0, listStyle: 'none' }}
    >
      {FRESHNESS.map((freshness) => (
        <Flex component="li" key={freshness} gap={6} align="center">
          <Swatch freshness={freshness} />
          <Typography.Text>{t(`monitor.freshness.${freshness}`)}</Typography.Text>
        </Flex>
      ))}
      <Flex component="li" gap={6} align="center">
        <PhoneMark />
        <Typography.Text>
          {t('monitor.crewApp.online')}{' '}
          <Typography.Text type="secondary">
            {t('monitor.crewApp.hint', { count: CREW_ONLINE_MINUTES })}
          </Typography.Text>
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
