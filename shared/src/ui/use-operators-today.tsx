import { todayIn } from '@rihla/shared/format/today';
import { useAppConfig } from './use-app-config';

/**
 * `YYYY-MM-DD` of today on the operators' clock (the deployment's TIME_ZONE), undefined until the
 * settings are read. Near midnight it differs from the browser's day when the browser runs in
 * another zone, and the API judges "past" dates by this one.
 */
export function useOperatorsToday(): string | undefined {
  const config = useAppConfig();
  return config ? todayIn(config.timeZone) : undefined;
}
