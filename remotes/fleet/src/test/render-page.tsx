import { type RenderPageOptions, renderRemotePage } from '@rihla/shared/ui/render-remote-page';
import type { ReactElement } from 'react';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';

export { json } from '@rihla/shared/ui/render-remote-page';

/** Renders a fleet page as the host would (see `renderRemotePage`). */
export function renderPage(page: ReactElement, options: RenderPageOptions) {
  return renderRemotePage({ namespace: 'fleet', ar, en }, page, options);
}
