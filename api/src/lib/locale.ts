import type { Locale } from '@rihla/shared/routes/route-table';
import type { FastifyRequest } from 'fastify';

/** The answer language: the first `ar`/`en` tag in Accept-Language by preference, Arabic otherwise. */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return 'ar';
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'ar' || tag.startsWith('ar-')) return 'ar';
  }
  return 'ar';
}

/** The language a reader asked for: `?lang=ar|en` (a download link carries it), else Accept-Language. */
export function requestLocale(request: FastifyRequest): Locale {
  const lang = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
  if (lang === 'ar' || lang === 'en') return lang;
  return localeFromHeader(request.headers['accept-language']);
}
