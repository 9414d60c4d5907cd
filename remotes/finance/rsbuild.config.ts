import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginPrecompress } from '@rihla/shared/build/precompress-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import moduleFederationConfig from './module-federation.config';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(moduleFederationConfig), pluginPrecompress()],
  // The host fetches mf-manifest.json and the chunks from another origin.
  server: { port: 3004, headers: { 'Access-Control-Allow-Origin': '*' } },
  html: { title: 'Rihla finance', tags: [{ tag: 'link', attrs: { rel: 'icon', href: 'data:,' } }] },
  // Chunks load from wherever remoteEntry.js was served, so one build runs behind any URL.
  output: { assetPrefix: 'auto' },
});
