import type { RemoteName } from '@rihla/shared/routes/route-table';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type ComponentType, lazy, use } from 'react';
import { remoteMessages } from './remote-messages';
import { isDeployed, loadRemoteModule, registerRemotesFromManifest } from './remote-registry';
import { RemoteUnavailableError } from './remote-unavailable-error';

/**
 * A fresh React.lazy for one page of one remote. Each retry asks for a new one: lazy keeps a
 * rejected promise forever, while the MF runtime does not cache the failure.
 */
export function lazyRemotePage(remote: RemoteName, page: string): ComponentType {
  return lazy(async () => {
    if (!isDeployed(remote)) {
      // Perhaps deployed since start (or the manifest failed then): ask once more.
      await registerRemotesFromManifest().catch((error: unknown) =>
        console.error('Remotes manifest failed', error),
      );
    }
    if (!isDeployed(remote)) throw new RemoteUnavailableError(remote);
    const module = await loadRemoteModule(remote);
    const found = module.pages[page];
    if (!found) throw new Error(`Remote ${remote} has no page ${page}`);
    const Page: ComponentType = found;
    function RemotePageWithMessages() {
      const { locale } = useShell();
      use(remoteMessages(module, locale));
      return <Page />;
    }
    return { default: RemotePageWithMessages };
  });
}
