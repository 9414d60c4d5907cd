import type { Area } from '@rihla/shared/routes/route-table';
import { useTranslation } from 'react-i18next';
import { IncompatibleRemoteError } from './incompatible-remote-error';
import { reloadPage } from './reload-page';
import { RemoteUnavailableError } from './remote-unavailable-error';

/** The error view of one area; the side navigation and the other areas stay usable. */
export function AreaErrorView({ area, error, onRetry }: { area: Area; error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  const areaName = t(`areas.${area}.title`);
  if (error instanceof IncompatibleRemoteError) {
    // Retrying cannot help: only a page with another console (or another release of the area) can.
    const texts = error.behind === 'console' ? 'needsNewerConsole' : 'needsNewerArea';
    return (
      <section className="area-error" role="alert">
        <h1 className="area-error__title">{t(`remote.${texts}Title`, { area: areaName })}</h1>
        <p>{t(`remote.${texts}Detail`, { area: areaName })}</p>
        <button type="button" className="button button--primary" onClick={reloadPage}>
          {t('remote.reload')}
        </button>
      </section>
    );
  }
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
