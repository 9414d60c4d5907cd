import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Every remote load failure reaches this hook; the error boundary decides what the user sees.
 * The runtime names the failure by module (`fleet/routes`) or by manifest URL; the log names
 * the remote either way.
 */
export function logLoadFailures(remoteNameOf: (id: string) => string): ModuleFederationRuntimePlugin {
  return {
    name: 'rihla-log-load-failures',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      console.error(`Remote load failed: ${remote?.name ?? remoteNameOf(id)} (${id}, ${lifecycle})`, error);
      // Returning nothing lets the error reach the loader's error boundary.
      return undefined;
    },
  };
}
