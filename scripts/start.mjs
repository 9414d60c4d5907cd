// `pnpm start`: build what is not built, then serve the whole product (API, host,
// remotes, manifest, build id) from one Node process on PORT (default 8080).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuild, root } from './ensure-build.mjs';

ensureBuild();

const server = spawn(process.execPath, [join(root, 'api', 'dist', 'server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
