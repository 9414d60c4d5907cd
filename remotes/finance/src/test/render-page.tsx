import { withLabels } from '@rihla/shared/i18n/labels';
import { FINANCE_LABELS } from '@rihla/shared/i18n/messages/finance';
import { json, renderRemotePage } from '@rihla/shared/test/render-remote-page';
import type { ReactElement } from 'react';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';

export { json };

/** Renders a finance page as the host would (see renderRemotePage). */
export function renderPage(page: ReactElement, options: Parameters<typeof renderRemotePage>[2]) {
  return renderRemotePage(
    page,
    {
      namespace: 'finance',
      ar: withLabels(ar, FINANCE_LABELS.ar),
      en: withLabels(en, FINANCE_LABELS.en),
    },
    options,
  );
}
