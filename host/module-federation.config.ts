import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { moduleFederationShared } from '@rihla/shared/build/module-federation-shared';

/**
 * The host's federation contract. It names no remotes at build time: they are registered at
 * runtime from /remotes-manifest.json, so a remote can be redeployed alone.
 */
export const moduleFederationConfig: ModuleFederationOptions = {
  name: 'rihla_host',
  remotes: {},
  shared: moduleFederationShared({ provideAll: true }),
  // Shared modules come from what is loaded already (the host provides every singleton): the
  // default 'version-first' fetches every registered remote's entry before the host's own lazy
  // chunks may load, so one remote being down broke host pages such as the overview.
  shareStrategy: 'loaded-first',
  dts: false,
  // Remotes run on the host's federation runtime instead of shipping their own copy (ADR 0001).
  experiments: { provideExternalRuntime: true },
};
