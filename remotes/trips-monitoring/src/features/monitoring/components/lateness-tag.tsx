import { MONITOR_RULES } from '@rihla/shared/contracts/monitoring';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Lateness against the plan at the latest stop reached: late from the rule's threshold on. */
export function LatenessTag({ minutes }: { minutes: number }) {
  const { t } = useTranslation('trips');
  return minutes >= MONITOR_RULES.lateMinutes ? (
    <Tag color="orange">{t('event.lateBy', { count: minutes })}</Tag>
  ) : (
    <Tag color="green">{t('monitor.onTime')}</Tag>
  );
}

/** "in 4 min" (a minute at least: an ETA in seconds suggests a precision it does not have). */
export function EtaText({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation('trips');
  if (seconds === null) return <>{t('common.none')}</>;
  return <>{t('monitor.etaIn', { count: Math.max(1, Math.round(seconds / 60)) })}</>;
}
