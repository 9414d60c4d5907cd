import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Emits build-id.json in a production build: a hash of index.html, which names every hashed
 * bundle of the host, so the id changes exactly when the host does. It is served next to
 * index.html (by the single process and by the host's static image alike); open pages read it,
 * with the remotes manifest and each remote's mf-manifest.json, to notice a new deployment
 * (docs/adr/0006-what-is-deployed.md).
 */
export function pluginBuildId(): RsbuildPlugin {
  return {
    name: 'rihla:build-id',
    setup(api) {
      if (api.context.action !== 'build') return;
      api.processAssets({ stage: 'report' }, ({ compilation, compiler, sources, environment }) => {
        // The console's build only: the sign-in page's (ADR 0045) has no index.html.
        if (environment.name !== 'web') return;
        const html = compilation.getAsset('index.html');
        if (!html) throw new Error('build-id: the build has no index.html');
        const buildId = compiler.rspack.util
          .createHash('sha256')
          .update(html.source.buffer())
          .digest('hex')
          .toString()
          .slice(0, 16);
        compilation.emitAsset('build-id.json', new sources.RawSource(`${JSON.stringify({ buildId })}\n`));
      });
    },
  };
}
