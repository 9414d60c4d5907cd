import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

/** Text assets worth compressing; images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((file) => COMPRESSIBLE.test(file) && statSync(file).isFile());
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of a production build, at the
 * highest levels (done once here instead of per request), so the single process
 * (`preCompressed` in api/src/plugins/static-site) and a static server with `gzip_static` send
 * them as they are. The uncompressed files stay for clients that accept neither.
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'rihla:precompress',
    setup(api) {
      if (api.context.action !== 'build') return;
      api.onAfterBuild(({ environments }) => {
        // Each environment's output once: the host's sign-in page builds into a folder of the
        // console's, and a CLI `--dist-path` leaves the context's own path empty.
        const roots = [...new Set(Object.values(environments).map((environment) => environment.distPath))];
        const outermost = roots.filter(
          (root) => !roots.some((other) => other !== root && root.startsWith(`${other}${sep}`)),
        );
        for (const file of outermost.flatMap(filesUnder)) {
          const content = readFileSync(file);
          if (content.length < MIN_BYTES) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            }),
          );
          writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
        }
      });
    },
  };
}
