// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import {
  CONTRACT_VERSION_VARIABLE,
  contractVersion,
  moduleFederationShared,
  requiredRange,
  type SharedSingleton,
} from './module-federation-shared';

const packageVersion = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

describe('the federation shared list', () => {
  it('requires the same major and at least the minor an app was built with, any patch', () => {
    expect(requiredRange('1.4.2')).toBe('^1.4.0');
    expect(requiredRange('19.3.1')).toBe('^19.3.0');
    expect(() => requiredRange('1.4')).toThrow(/major\.minor\.patch/);
  });

  it('declares every singleton strict, so a mismatch fails instead of running on the wrong copy', () => {
    const shared = moduleFederationShared();
    for (const [name, config] of Object.entries(shared)) {
      expect(config, name).toMatchObject({ singleton: true, strictVersion: true, eager: false });
    }
    expect(shared.react?.requiredVersion).toMatch(/^\^19\.\d+\.0$/);
  });

  it('versions every @rihla/shared module with the package, unless a build names another contract', () => {
    const modules = (shared: Record<string, SharedSingleton>) =>
      Object.entries(shared).filter(([name]) => name.startsWith('@rihla/shared/'));
    expect(modules(moduleFederationShared()).length).toBeGreaterThan(20);
    for (const [name, config] of modules(moduleFederationShared()))
      expect(config, name).toMatchObject({
        version: packageVersion,
        requiredVersion: requiredRange(packageVersion),
      });

    vi.stubEnv(CONTRACT_VERSION_VARIABLE, '7.1.3');
    try {
      for (const [name, config] of modules(moduleFederationShared({ provideAll: true })))
        expect(config, name).toMatchObject({ version: '7.1.3', requiredVersion: '^7.1.0' });
    } finally {
      vi.unstubAllEnvs();
    }
    expect(contractVersion({})).toBe(packageVersion);
  });

  it('lets the host provide every @rihla/shared module from its file, and the remotes only what they import', () => {
    const host = Object.entries(moduleFederationShared({ provideAll: true }));
    const modules = host.filter(([name]) => name.startsWith('@rihla/shared/'));
    expect(modules.length).toBeGreaterThan(20);
    for (const [name, config] of modules) expect(existsSync(config.import ?? ''), name).toBe(true);
    expect(host.find(([name]) => name === 'react')?.[1].import).toBeUndefined();
    for (const config of Object.values(moduleFederationShared())) expect(config.import).toBeUndefined();
  });
});
