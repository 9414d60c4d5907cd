import { pluginMobileShell } from '@rihla/shared/build/mobile-shell-plugin';
import { pluginPrecompress } from '@rihla/shared/build/precompress-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { CREW_APP_COPY } from './src/messages/app-copy';

/**
 * The crew's phone app (ADR 0051): served at /crew (Arabic) and /en/crew (English), its files under
 * /crew/. No antd and no module federation: a phone's first load is at most 150 KB of JS.
 */
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginMobileShell({
      app: 'crew',
      copy: CREW_APP_COPY,
      themeColor: '#0f766e',
      backgroundColor: '#f4f6f8',
      devPort: 3200,
    }),
    pluginPrecompress(),
  ],
  source: { entry: { index: './src/index.tsx' } },
});
