import { withLabels } from '@rihla/shared/i18n/labels';
import { FAMILIES_LABELS } from '@rihla/shared/i18n/messages/families';
import { json, renderRemotePage } from '@rihla/shared/test/render-remote-page';
import type { ReactElement } from 'react';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';

export { json };

/** Renders a families page as the host would (see renderRemotePage). */
export function renderPage(page: ReactElement, options: Parameters<typeof renderRemotePage>[2]) {
  return renderRemotePage(
    page,
    {
      namespace: 'families',
      ar: withLabels(ar, FAMILIES_LABELS.ar),
      en: withLabels(en, FAMILIES_LABELS.en),
    },
    options,
  );
}
