import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginPrecompress } from '@rihla/shared/build/precompress-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginBuildId } from './build-id-plugin';
import { moduleFederationConfig } from './module-federation.config';

const api = 'http://localhost:8080';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation(moduleFederationConfig, { environment: 'web' }),
    pluginBuildId(),
    pluginPrecompress(),
  ],
  environments: {
    // The console: the shell, its router and the federation runtime that loads the remotes.
    web: {
      source: { entry: { index: './src/index.ts' } },
      html: { template: './src/index.html' },
    },
    // The sign-in page on its own (ADR 0045): React DOM and the form, no federation, router or
    // i18next. scripts/prerender-sign-in.tsx writes its two pages after the build.
    signin: {
      source: { entry: { login: './src/signin/client.tsx' } },
      html: { template: './src/index.html' },
      output: { distPath: { root: 'dist/signin' }, assetPrefix: '/signin/' },
      dev: { assetPrefix: '/signin/' },
    },
  },
  output: { filenameHash: true },
  server: {
    port: 3000,
    // Every page is the console's index.html, but the sign-in URLs are the sign-in page's own.
    historyApiFallback: { rewrites: [{ from: /^\/(en\/)?login\/?$/, to: '/signin/login.html' }] },
    proxy: { '/api': api, '/remotes-manifest.json': api },
  },
});
