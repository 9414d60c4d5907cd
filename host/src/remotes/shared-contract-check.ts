import { type ModuleFederationRuntimePlugin, satisfy } from '@module-federation/enhanced/runtime';
import { type BehindSide, IncompatibleRemoteError } from './incompatible-remote-error';

/** What a remote's mf-manifest.json says of one shared module. */
export interface RemoteShared {
  name: string;
  version: string;
  requiredVersion?: string | false;
}

export interface Incompatibility {
  behind: BehindSide;
  detail: string;
}

/** The lowest version a caret range such as `^1.2.0` accepts. */
function floorOf(range: string): string | null {
  return /^\^?(\d+\.\d+\.\d+)$/.exec(range.trim())?.[1] ?? null;
}

/**
 * The first shared module the console provides at a version the remote does not accept, and
 * which side is behind; null when every one fits. The same `satisfy` the federation runtime's
 * strict check uses, so this agrees with it — but runs before the remote's entry is loaded.
 */
export function findIncompatibility(
  provided: ReadonlyMap<string, string>,
  remoteShared: readonly RemoteShared[],
): Incompatibility | null {
  for (const { name, requiredVersion } of remoteShared) {
    const version = provided.get(name);
    if (version === undefined || typeof requiredVersion !== 'string') continue;
    if (satisfy(version, requiredVersion)) continue;
    const floor = floorOf(requiredVersion);
    const behind: BehindSide = floor !== null && satisfy(version, `<${floor}`) ? 'console' : 'area';
    return { behind, detail: `${name} ${version} provided, ${requiredVersion} required` };
  }
  return null;
}

/**
 * Refuses a remote whose manifest requires shared modules the console cannot give it. Checked when
 * the runtime reads the manifest, before the remote's entry registers its own copies: an
 * incompatible remote never joins the share scope, so no other area can be handed its modules.
 */
export function checkSharedContract(): ModuleFederationRuntimePlugin {
  return {
    name: 'rihla-shared-contract',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const host = args.options.name;
      const provided = new Map<string, string>();
      for (const [name, versions] of Object.entries(args.options.shared)) {
        const own = versions.find((shared) => shared.from === host);
        if (own) provided.set(name, own.version);
      }
      const found = findIncompatibility(provided, args.manifestJson.shared);
      if (found) throw new IncompatibleRemoteError(args.moduleInfo.name, found.behind, found.detail);
      return args;
    },
  };
}
