import { withLabels } from '@rihla/shared/i18n/labels';
import { TRIPS_LABELS } from '@rihla/shared/i18n/messages/trips';
import { json, renderRemotePage } from '@rihla/shared/test/render-remote-page';
import type { ReactElement } from 'react';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';

export { json };

/** Renders a trips page as the host would (see renderRemotePage). */
export function renderPage(page: ReactElement, options: Parameters<typeof renderRemotePage>[2]) {
  return renderRemotePage(
    page,
    {
      namespace: 'trips',
      ar: withLabels(ar, TRIPS_LABELS.ar),
      en: withLabels(en, TRIPS_LABELS.en),
    },
    options,
  );
}
