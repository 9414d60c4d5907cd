import { type Freshness, freshnessOf } from '@rihla/shared/contracts/monitoring-screens';
import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const COLORS: Record<Freshness, string> = { live: 'success', stale: 'warning', offline: 'error' };
export const FRESHNESS_COLORS: Record<Freshness, string> = {
  live: '#0f766e',
  stale: '#d97706',
  offline: '#b91c1c',
};

/** The clock the badges compare fixes with; ticks so a silent bus turns stale without new data. */
export function useNow(everyMs = 10_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function useFreshness(lastAt: string | null): Freshness {
  return freshnessOf(lastAt, useNow());
}

/** Live, stale (no fix for a minute) or offline (none for the device-offline threshold). */
export function FreshnessTag({ lastAt }: { lastAt: string | null }) {
  const { t } = useTranslation('trips');
  const freshness = useFreshness(lastAt);
  return <Tag color={COLORS[freshness]}>{t(`monitor.freshness.${freshness}`)}</Tag>;
}
