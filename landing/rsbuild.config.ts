import { pluginPrecompress } from '@rihla/shared/build/precompress-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const api = 'http://localhost:8080';

/**
 * The public site: one client bundle under /landing/, and an HTML page per URL written by
 * scripts/prerender.tsx after this build (`pnpm build`).
 */
export default defineConfig({
  plugins: [pluginReact(), pluginPrecompress()],
  source: { entry: { index: './src/client.tsx' } },
  html: { template: './src/index.html', inject: 'body', title: '' },
  output: { filenameHash: true, assetPrefix: '/landing/' },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  server: {
    port: 3100,
    historyApiFallback: true,
    proxy: { '/api': api },
  },
  dev: { assetPrefix: '/landing/' },
});
