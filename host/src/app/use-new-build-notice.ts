import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { watchDeployment } from '../remotes/deployment-watch';
import { toastService } from '../shell/toasts/toast-service';

/**
 * When a new build of the host or of any remote is deployed, a toast offers to reload now, and
 * the next navigation loads the page fresh from the server either way. Production builds only:
 * dev servers rebuild on every save.
 */
export function useNewBuildNotice(): void {
  const { t } = useTranslation();
  const { key } = useLocation();
  const stale = useRef(false);
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return watchDeployment(() => {
      stale.current = true;
      const translate = tRef.current;
      toastService.add({
        severity: 'info',
        summary: translate('build.newTitle'),
        detail: translate('build.newDetail'),
        action: { label: translate('build.reloadNow'), onClick: () => window.location.reload() },
      });
    });
  }, []);

  useEffect(() => {
    // `key` changes on every navigation; the URL is already the new page's, so reload loads it fresh.
    if (stale.current) window.location.reload();
  }, [key]);
}
