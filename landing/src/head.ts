import { LOCALES, type Locale } from '@rihla/shared/routes/route-table';
import { type LandingPage, pageUrl } from './landing-pages';
import { MESSAGES } from './messages';

export interface PageHead {
  lang: Locale;
  dir: 'rtl' | 'ltr';
  title: string;
  description: string;
  /** hreflang → URL of the same page in each language, plus x-default (Arabic). */
  alternates: { hreflang: string; href: string }[];
}

export function headFor(page: LandingPage, locale: Locale): PageHead {
  const meta = MESSAGES[locale].meta;
  return {
    lang: locale,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
    title: page === 'home' ? meta.homeTitle : meta.aboutTitle,
    description: page === 'home' ? meta.homeDescription : meta.aboutDescription,
    alternates: [
      ...LOCALES.map((other) => ({ hreflang: other, href: pageUrl(page, other) })),
      { hreflang: 'x-default', href: pageUrl(page, 'ar') },
    ],
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The `<head>` elements the prerender writes for a page (title, description, alternates). */
export function headTags(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    ...head.alternates.map(
      (alternate) => `<link rel="alternate" hreflang="${alternate.hreflang}" href="${alternate.href}" />`,
    ),
  ].join('\n    ');
}
