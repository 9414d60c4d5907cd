/**
 * Writes the real HTML of every landing URL (/, /about, /en, /en/about) into dist/, from the
 * template rsbuild just built: the page's markup, `lang`, `dir`, title, description and the
 * alternate-language links, so the text is in the first response and readable before the
 * script hydrates it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { headFor, headTags } from '../src/head';
import { LandingApp } from '../src/landing-app';
import { prerenderTargets } from '../src/landing-pages';

const dist = join(import.meta.dirname, '..', 'dist');
const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes('<!--landing-head-->') || !template.includes('<!--landing-body-->')) {
  throw new Error('dist/index.html is not the landing template (run rsbuild build first)');
}

for (const { page, locale, file } of prerenderTargets()) {
  const head = headFor(page, locale);
  const html = template
    .replace('<html lang="ar" dir="rtl">', `<html lang="${head.lang}" dir="${head.dir}">`)
    .replace('<!--landing-head-->', headTags(head))
    .replace('<!--landing-body-->', renderToString(<LandingApp page={page} locale={locale} />));
  const target = join(dist, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html);
  console.log(`prerendered ${file}`);
}
