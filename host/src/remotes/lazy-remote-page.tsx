import type { RemoteName } from '@rihla/shared/routes/route-table';
import type { RemoteModule } from '@rihla/shared/shell/remote-contract';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type ComponentType, lazy, type ReactNode, use } from 'react';
import { remoteMessages } from './remote-messages';
import { isDeployed, loadRemoteModule, registerRemotesFromManifest } from './remote-registry';
import { RemoteUnavailableError } from './remote-unavailable-error';

/** Remotes loaded so far: their next pages render at once, without a skeleton flash. */
const loaded = new Map<RemoteName, RemoteModule>();

function pageOf(module: RemoteModule, remote: RemoteName, page: string): ComponentType {
  const found = module.pages[page];
  if (!found) {
    // Thrown while rendering, so the area's error boundary shows it.
    return function MissingPage(): never {
      throw new Error(`Remote ${remote} has no page ${page}`);
    };
  }
  const Page: ComponentType = found;
  return function RemotePageWithMessages() {
    const { locale } = useShell();
    use(remoteMessages(module, locale));
    return <Page />;
  };
}

/** The remote's `./routes` if it has loaded. */
export function loadedRemote(remote: RemoteName): RemoteModule | undefined {
  return loaded.get(remote);
}

/** The remote's `./routes`, kept once loaded so its pages render without a Suspense tick. */
export async function loadRemotePages(remote: RemoteName): Promise<RemoteModule> {
  const module = await loadRemoteModule(remote);
  loaded.set(remote, module);
  return module;
}

/**
 * One page of one remote. Until the remote has loaded, a fresh React.lazy per call: each retry
 * asks for a new one, since lazy keeps a rejected promise forever while the MF runtime does not
 * cache the failure. `prepare` is called once the remote's routes are in, and not waited for: the
 * shell starts the page's chunk, messages and data side by side there, rather than one after the
 * other as the page's render would ask for them (ADR 0046).
 */
export function lazyRemotePage(
  remote: RemoteName,
  page: string,
  prepare?: (module: RemoteModule) => void,
): ComponentType {
  const known = loaded.get(remote);
  if (known) return pageOf(known, remote, page);
  return lazy(async () => {
    if (!isDeployed(remote)) {
      // Perhaps deployed since start (or the manifest failed then): ask once more.
      await registerRemotesFromManifest().catch((error: unknown) =>
        console.error('Remotes manifest failed', error),
      );
    }
    if (!isDeployed(remote)) throw new RemoteUnavailableError(remote);
    const module = await loadRemotePages(remote);
    prepare?.(module);
    return { default: pageOf(module, remote, page) };
  });
}

const scopes = new Map<RemoteName, ComponentType<{ children: ReactNode }>>();

/**
 * The remote's provider (its `Scope`: its antd scope), one component per remote, so React keeps
 * it mounted while the operator moves between that remote's pages and only the page below it
 * remounts. Rendered inside the page's Suspense: on a remote's first page it renders again once
 * the remote has loaded. A remote without a `Scope` gets none (its pages open their own).
 */
export function remoteScope(remote: RemoteName): ComponentType<{ children: ReactNode }> {
  let Scope = scopes.get(remote);
  if (!Scope) {
    Scope = function RemoteScope({ children }: { children: ReactNode }) {
      const Provided = loaded.get(remote)?.Scope;
      return Provided ? <Provided>{children}</Provided> : children;
    };
    scopes.set(remote, Scope);
  }
  return Scope;
}
