/**
 * Writes the sign-in page of each language (dist/login/index.html, dist/en/login/index.html) from
 * the template the `signin` environment just built: the form's markup, `lang`, `dir` and title in
 * the first response, readable and painted before its small script hydrates it (ADR 0045).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LOCALES, LOGIN_PATH, localizedPath } from '@rihla/shared/routes/route-table';
import { renderToString } from 'react-dom/server';
import { directionOf } from '../src/i18n/direction';
import { SignInPage } from '../src/signin/sign-in-page';
import { SIGN_IN_TEXTS } from '../src/signin/sign-in-texts';

const dist = join(import.meta.dirname, '..', 'dist');
const template = readFileSync(join(dist, 'signin', 'login.html'), 'utf8');
const html = '<html lang="ar" dir="rtl">';
const title = '<title>رحلة</title>';
const root = '<div id="root"></div>';
for (const part of [html, title, root]) {
  if (!template.includes(part))
    throw new Error(`dist/signin/login.html has no ${part} (run rsbuild build first)`);
}

for (const locale of LOCALES) {
  const texts = SIGN_IN_TEXTS[locale];
  const page = renderToString(<SignInPage locale={locale} texts={texts} onSignedIn={() => undefined} />);
  const file = join(localizedPath(LOGIN_PATH, locale).slice(1), 'index.html');
  const target = join(dist, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(
    target,
    template
      .replace(html, `<html lang="${locale}" dir="${directionOf(locale)}">`)
      .replace(title, `<title>${texts.appName}</title>`)
      .replace(root, `<div id="root">${page}</div>`),
  );
  console.log(`prerendered ${file}`);
}
