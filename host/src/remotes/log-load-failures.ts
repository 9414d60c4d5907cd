import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Every remote load failure reaches this hook; the error boundary decides what the user sees. */
export function logLoadFailures(): ModuleFederationRuntimePlugin {
  return {
    name: 'rihla-log-load-failures',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`Remote load failed: ${id} (${lifecycle})`, error);
      // Returning nothing lets the error reach the loader's error boundary.
      return undefined;
    },
  };
}
