import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { moduleFederationShared } from '@rihla/shared/build/module-federation-shared';

/** The finance remote's federation contract: one exposed module, the shared singletons of Rihla. */
export default createModuleFederationConfig({
  name: 'finance',
  // A fixed name the host's remote manifest can point at; every other asset is hashed.
  filename: 'remoteEntry.js',
  exposes: { './routes': './src/routes.tsx' },
  shared: moduleFederationShared(),
  manifest: true,
  dts: false,
  // Use the host's federation runtime: halves remoteEntry.js. The remote only runs inside the host.
  experiments: { externalRuntime: true },
});
