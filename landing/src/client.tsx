import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/700.css';
import '@fontsource/inter/400.css';
import '@fontsource/inter/700.css';
// After @fontsource's faces: the basic cuts win for the characters they hold (scripts/subset-fonts.mjs).
import '@rihla/shared/styles/fonts/basic-400.gen.css';
import '@rihla/shared/styles/fonts/basic-700.gen.css';
import '@rihla/shared/styles/theme.css';
import './styles/landing.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { headFor } from './head';
import { LandingApp } from './landing-app';
import { pageFromPath } from './landing-pages';

const root = document.getElementById('root');
if (!root) throw new Error('The landing page has no #root');
const { page, locale } = pageFromPath(window.location.pathname);
const app = (
  <StrictMode>
    <LandingApp page={page} locale={locale} />
  </StrictMode>
);

// The build prerenders every page; the dev server serves the bare template.
if (root.hasChildNodes()) {
  hydrateRoot(root, app);
} else {
  const head = headFor(page, locale);
  document.documentElement.lang = head.lang;
  document.documentElement.dir = head.dir;
  document.title = head.title;
  createRoot(root).render(app);
}
