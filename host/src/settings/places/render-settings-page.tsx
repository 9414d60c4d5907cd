import '@rihla/shared/test/antd-test-polyfills';
import type { Role } from '@rihla/shared/contracts/auth';
import { withLabels } from '@rihla/shared/i18n/labels';
import { PLACES_LABELS } from '@rihla/shared/i18n/messages/places';
import type { Locale } from '@rihla/shared/routes/route-table';
import { localizedPath } from '@rihla/shared/routes/route-table';
import { renderRemotePage } from '@rihla/shared/test/render-remote-page';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import ar from '../../i18n/locales/ar.json';
import en from '../../i18n/locales/en.json';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

export const page = <T,>(items: T[], total = items.length) => json({ items, total, page: 1, pageSize: 20 });

/** A settings page as the host renders it, in a language, for a role (administrator by default). */
export function renderSettingsPage(
  element: ReactElement,
  {
    path,
    search = '',
    locale = 'ar',
    role = 'admin',
    fetch,
  }: {
    path: string;
    search?: string;
    locale?: Locale;
    role?: Role;
    fetch(request: Request): Response | Promise<Response>;
  },
) {
  const localized = localizedPath(path, locale);
  return renderRemotePage(
    element,
    { namespace: 'translation', ar: withLabels(ar, PLACES_LABELS.ar), en: withLabels(en, PLACES_LABELS.en) },
    { url: `${localized}${search}`, route: localized, locale, role, fetch },
  );
}

/** Clicks the open import's template link and answers the file it writes (without its BOM). */
export async function downloadedTemplate(link: RegExp): Promise<string> {
  const written: Promise<string>[] = [];
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = (blob: Blob) => {
    written.push(blob.text());
    return 'blob:template';
  };
  try {
    fireEvent.click(await screen.findByRole('button', { name: link }));
    await waitFor(() => expect(written).toHaveLength(1));
    return (await written[0]!).replace('\uFEFF', '');
  } finally {
    URL.createObjectURL = createObjectURL;
  }
}

/** Chooses a file in the open import's drop zone. */
export async function chooseImportFile(file: File) {
  const input = await waitFor(() => {
    const found = document.body.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  fireEvent.change(input, { target: { files: [file] } });
}

/** What a settings page's import shows in one language: its buttons and the columns' names. */
export interface ImportInLanguage {
  locale: 'ar' | 'en';
  open: RegExp;
  template: RegExp;
  submit: RegExp;
  header: string[];
}

/**
 * Opens the page's import, checks its help names the columns in the page's language (never the
 * API's keys), downloads the template, imports it back and waits until the API is sent `expected`.
 */
export async function importOwnTemplateBack(
  language: ImportInLanguage,
  fileName: string,
  imported: unknown[],
  expected: unknown[],
): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: language.open }));
  const help = await screen.findByText(new RegExp(language.header[0]!));
  await waitFor(() =>
    expect(help.textContent).toContain(language.header.join(language.locale === 'ar' ? '، ' : ', ')),
  );
  expect(help.textContent).not.toContain('nameAr');
  const template = await downloadedTemplate(language.template);
  expect(template.split('\r\n')[0]!.split(',')).toEqual(language.header);
  await chooseImportFile(new File([template], fileName, { type: 'text/csv' }));
  fireEvent.click(await screen.findByRole('button', { name: language.submit }));
  await waitFor(() => expect(imported).toEqual(expected));
}
