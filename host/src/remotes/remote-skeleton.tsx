import { useTranslation } from 'react-i18next';
import { useLoadingWhile } from '../shell/loading-bar/loading-bar';

/** Fixed-size placeholder while a remote loads, so the layout does not jump; runs the loading bar. */
export function RemoteSkeleton() {
  const { t } = useTranslation();
  useLoadingWhile();
  return (
    <div className="remote-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('remote.loading')}</span>
      <div className="remote-skeleton__title" />
      <div className="remote-skeleton__bar" />
      <div className="remote-skeleton__block" />
    </div>
  );
}
