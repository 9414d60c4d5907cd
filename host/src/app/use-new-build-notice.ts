import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { watchBuildId } from '../remotes/build-id-watch';
import { toastService } from '../shell/toasts/toast-service';

/**
 * When a new build is deployed, a toast offers to reload now, and the next navigation loads
 * the page fresh from the server either way.
 */
export function useNewBuildNotice(): void {
  const { t } = useTranslation();
  const { key } = useLocation();
  const stale = useRef(false);
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(
    () =>
      watchBuildId(() => {
        stale.current = true;
        const translate = tRef.current;
        toastService.add({
          severity: 'info',
          summary: translate('build.newTitle'),
          detail: translate('build.newDetail'),
          action: { label: translate('build.reloadNow'), onClick: () => window.location.reload() },
        });
      }),
    [],
  );

  useEffect(() => {
    // `key` changes on every navigation; the URL is already the new page's, so reload loads it fresh.
    if (stale.current) window.location.reload();
  }, [key]);
}
