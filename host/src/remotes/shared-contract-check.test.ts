import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { IncompatibleRemoteError } from './incompatible-remote-error';
import { checkSharedContract, findIncompatibility, type RemoteShared } from './shared-contract-check';

const SHELL = '@rihla/shared/shell/shell-context';

/** The console provides @rihla/shared 1.4.2 and React 19.3.1. */
const provided = new Map([
  [SHELL, '1.4.2'],
  ['react', '19.3.1'],
]);

/** A remote built against @rihla/shared `version`, as its mf-manifest.json lists it. */
function builtAgainst(version: string, requiredVersion: string): RemoteShared[] {
  return [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.0' },
    { name: SHELL, version, requiredVersion },
  ];
}

describe('the shared contract check', () => {
  it('lets a remote one patch ahead of the console run on its copy', () => {
    expect(findIncompatibility(provided, builtAgainst('1.4.7', '^1.4.0'))).toBeNull();
  });

  it('lets a remote released for an older minor run on a newer console', () => {
    expect(findIncompatibility(provided, builtAgainst('1.2.0', '^1.2.0'))).toBeNull();
  });

  it('finds the console behind a remote released for a newer minor or major', () => {
    expect(findIncompatibility(provided, builtAgainst('1.5.0', '^1.5.0'))).toEqual({
      behind: 'console',
      detail: `${SHELL} 1.4.2 provided, ^1.5.0 required`,
    });
    expect(findIncompatibility(provided, builtAgainst('2.0.0', '^2.0.0'))?.behind).toBe('console');
  });

  it('finds the area behind a console of a newer major', () => {
    expect(findIncompatibility(provided, builtAgainst('0.9.0', '^0.9.0'))?.behind).toBe('area');
    const olderReact: RemoteShared[] = [{ name: 'react', version: '18.3.1', requiredVersion: '^18.3.0' }];
    expect(findIncompatibility(provided, olderReact)).toEqual({
      behind: 'area',
      detail: 'react 19.3.1 provided, ^18.3.0 required',
    });
  });

  it('ignores what the console does not share and modules without a requirement', () => {
    const own: RemoteShared[] = [
      { name: 'leaflet', version: '9.0.0', requiredVersion: '^9.0.0' },
      { name: SHELL, version: '3.0.0', requiredVersion: false },
    ];
    expect(findIncompatibility(provided, own)).toBeNull();
  });
});

describe('the runtime plugin', () => {
  type SnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];

  /** The hook's arguments when the runtime has read fleet's manifest in the console `rihla_host`. */
  function manifestRead(shared: RemoteShared[]): SnapshotArgs {
    return {
      from: 'manifest',
      moduleInfo: { name: 'fleet', entry: '/remotes/fleet/mf-manifest.json' },
      options: {
        name: 'rihla_host',
        shared: {
          [SHELL]: [
            // What a remote registered earlier does not count: only the console's own copy is sure to win.
            { from: 'trips', version: '1.9.0' },
            { from: 'rihla_host', version: '1.4.2' },
          ],
        },
      },
      manifestJson: { shared },
    } as unknown as SnapshotArgs;
  }

  const hook = checkSharedContract().loadRemoteSnapshot as (args: SnapshotArgs) => SnapshotArgs;

  it('passes a fitting manifest on unchanged', () => {
    const args = manifestRead(builtAgainst('1.4.0', '^1.4.0'));
    expect(hook(args)).toBe(args);
  });

  it('refuses an incompatible remote before its entry is loaded, naming the side behind', () => {
    const thrown = (() => {
      try {
        hook(manifestRead(builtAgainst('1.6.0', '^1.6.0')));
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(IncompatibleRemoteError);
    expect(thrown).toMatchObject({ remote: 'fleet', behind: 'console' });
  });
});
