import { pluginMobileShell } from '@rihla/shared/build/mobile-shell-plugin';
import { pluginPrecompress } from '@rihla/shared/build/precompress-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { FAMILY_APP_COPY } from './src/messages/app-copy';

/**
 * The families' phone app (ADR 0053): served at /family (Arabic) and /en/family (English), its
 * files under /family/; the crew app's mobile shell, so no antd and no module federation.
 */
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginMobileShell({
      app: 'family',
      copy: FAMILY_APP_COPY,
      themeColor: '#1d4ed8',
      backgroundColor: '#f4f6f8',
      devPort: 3201,
      notifications: true,
    }),
    pluginPrecompress(),
  ],
  source: { entry: { index: './src/index.tsx' } },
});
