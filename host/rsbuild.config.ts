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
    pluginModuleFederation(moduleFederationConfig),
    pluginBuildId(),
    pluginPrecompress(),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: { template: './src/index.html' },
  output: { filenameHash: true },
  server: {
    port: 3000,
    historyApiFallback: true,
    proxy: { '/api': api, '/remotes-manifest.json': api },
  },
});
