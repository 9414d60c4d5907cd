import type { Area } from '@rihla/shared/routes/route-table';
import { useTranslation } from 'react-i18next';
import { RemoteUnavailableError } from './remote-unavailable-error';

/** The error view of one area; the side navigation and the other areas stay usable. */
export function AreaErrorView({ area, error, onRetry }: { area: Area; error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  const areaName = t(`areas.${area}.title`);
  const message =
    error instanceof RemoteUnavailableError ? t('remote.notDeployed') : t('remote.failedDetail');
  return (
    <section className="area-error" role="alert">
      <h1 className="area-error__title">{t('remote.failedTitle', { area: areaName })}</h1>
      <p>{message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}
