import type { Session } from '@rihla/shared/contracts/auth';
import type { RemoteName } from '@rihla/shared/routes/route-table';
import { ShellContext, type ShellServices } from '@rihla/shared/shell/shell-context';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { i18n, initI18n } from '../i18n/i18n';
import { IncompatibleRemoteError } from './incompatible-remote-error';
import { reloadPage } from './reload-page';
import { RemotePage } from './remote-page';
import { loadRemoteModule } from './remote-registry';

vi.mock('./remote-registry', () => ({ isDeployed: () => true, loadRemoteModule: vi.fn() }));
vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

const shell = {
  locale: 'en',
  direction: 'ltr',
  colorScheme: 'light',
  session: null as Session | null,
  api: { name: 'the api client' },
  queryClient: { name: 'the query client' },
} as unknown as ShellServices;

const entryMissing = () => new Error('[ Federation Runtime ]: #RUNTIME-008 Failed to load script resources');

// Each test uses its own remote: a remote that loaded once stays loaded for the whole page.
function showBusList(remote: RemoteName = 'fleet') {
  return render(
    <ShellContext.Provider value={shell}>
      <MemoryRouter initialEntries={['/en/dashboard/bus-screen']}>
        <RemotePage remote={remote} page="bus-list" area="buses" />
      </MemoryRouter>
    </ShellContext.Provider>,
  );
}

/** The same loader instance moved to another remote's page, as React Router does between routes. */
function moveToTripList(view: ReturnType<typeof render>) {
  view.rerender(
    <ShellContext.Provider value={shell}>
      <MemoryRouter initialEntries={['/en/dashboard/bus-screen']}>
        <RemotePage remote="trips-monitoring" page="trip-list" area="trips" />
      </MemoryRouter>
    </ShellContext.Provider>,
  );
}

describe('remote page loader', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  beforeEach(() => {
    sessionStorage.clear();
    vi.mocked(reloadPage).mockClear();
    vi.mocked(loadRemoteModule).mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('reloads the page once when the remote fails to load', async () => {
    vi.mocked(loadRemoteModule).mockRejectedValue(entryMissing());
    showBusList();
    await act(async () => {});
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the area error on a second failure within 10 s, and retries without a reload', async () => {
    vi.mocked(loadRemoteModule).mockRejectedValue(entryMissing());
    // The first visit reloads; the page after the reload fails again.
    const first = showBusList();
    await act(async () => {});
    first.unmount();
    showBusList();
    await act(async () => {});
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Buses is unavailable right now')).toBeTruthy();

    vi.mocked(loadRemoteModule).mockResolvedValue({
      namespace: 'fleet',
      pages: { 'bus-list': () => <h1>Bus list</h1> },
      loadMessages: async () => ({ title: 'Buses' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Bus list' })).toBeTruthy();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(i18n.getResource('en', 'fleet', 'title')).toBe('Buses');
  });

  it('reloads again once the 10 s window has passed', async () => {
    vi.mocked(loadRemoteModule).mockRejectedValue(entryMissing());
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const first = showBusList('finance');
    await act(async () => {});
    first.unmount();
    now.mockReturnValue(1_010_000);
    showBusList('finance');
    await act(async () => {});
    expect(reloadPage).toHaveBeenCalledTimes(2);
    now.mockRestore();
  });

  it('shows the next area of another remote after one area failed, in the same loader', async () => {
    vi.mocked(loadRemoteModule).mockImplementation(async (remote) => {
      if (remote === 'families') throw new Error('Remote families crashed while loading');
      return {
        namespace: 'trips',
        pages: { 'trip-list': () => <h1>Trip list</h1> },
        loadMessages: async () => ({ title: 'Trips' }),
      };
    });
    const view = showBusList('families');
    expect(await screen.findByText('Buses is unavailable right now')).toBeTruthy();
    moveToTripList(view);
    expect(await screen.findByRole('heading', { name: 'Trip list' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('says the area needs a newer console, without reloading by itself, and reloads on request', async () => {
    vi.mocked(loadRemoteModule).mockRejectedValue(
      new IncompatibleRemoteError(
        'finance',
        'console',
        '@rihla/shared/shell/shell-context 1.0.0 provided, ^1.1.0 required',
      ),
    );
    showBusList('finance');
    expect(await screen.findByRole('heading', { name: 'Buses needs a newer console' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('says the area needs an update when it was released for an older console', async () => {
    vi.mocked(loadRemoteModule).mockRejectedValue(
      new IncompatibleRemoteError('families', 'area', 'react 20.0.0 provided, ^19.3.0 required'),
    );
    showBusList('families');
    expect(await screen.findByRole('heading', { name: 'Buses needs an update' })).toBeTruthy();
    expect(screen.getByText(/ask your administrator to update Buses/)).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("keeps the remote's scope mounted across its pages: only the page remounts", async () => {
    const mounts: string[] = [];
    function Counted({ name, children }: { name: string; children?: ReactNode }) {
      useEffect(() => {
        mounts.push(name);
      }, [name]);
      return children ?? <h1>{name}</h1>;
    }
    vi.mocked(loadRemoteModule).mockResolvedValue({
      namespace: 'fleet',
      Scope: ({ children }) => <Counted name="scope">{children}</Counted>,
      pages: {
        'bus-list': () => <Counted name="Bus list" />,
        'driver-list': () => <Counted name="Driver list" />,
      },
      loadMessages: async () => ({}),
    });
    const page = (name: string) => (
      <ShellContext.Provider value={shell}>
        <MemoryRouter>
          <RemotePage remote={'scoped' as RemoteName} page={name} area="buses" />
        </MemoryRouter>
      </ShellContext.Provider>
    );
    const view = render(page('bus-list'));
    expect(await screen.findByRole('heading', { name: 'Bus list' })).toBeTruthy();
    view.rerender(page('driver-list'));
    expect(await screen.findByRole('heading', { name: 'Driver list' })).toBeTruthy();
    expect(mounts).toEqual(['Bus list', 'scope', 'Driver list']);
  });

  it('clears an error caught on one page when the operator opens the next page of the remote', async () => {
    vi.mocked(loadRemoteModule).mockResolvedValue({
      namespace: 'fleet',
      pages: {
        'bus-list': () => {
          throw new Error('bus list crashed');
        },
        'driver-list': () => <h1>Driver list</h1>,
      },
      loadMessages: async () => ({}),
    });
    const page = (name: string) => (
      <ShellContext.Provider value={shell}>
        <MemoryRouter>
          <RemotePage remote={'cleared' as RemoteName} page={name} area="buses" />
        </MemoryRouter>
      </ShellContext.Provider>
    );
    const view = render(page('bus-list'));
    expect(await screen.findByText('Buses is unavailable right now')).toBeTruthy();
    view.rerender(page('driver-list'));
    expect(await screen.findByRole('heading', { name: 'Driver list' })).toBeTruthy();
    expect(screen.queryByText('Buses is unavailable right now')).toBeNull();
  });

  it("on a first visit, asks for the page's code, messages and first data together", async () => {
    const preload = vi.fn(async () => undefined);
    const loadMessages = vi.fn(async () => ({}));
    const prefetch = vi.fn(async () => undefined);
    const BusList = Object.assign(
      function BusList() {
        return <h1>Bus list</h1>;
      },
      { preload },
    );
    vi.mocked(loadRemoteModule).mockResolvedValue({
      namespace: 'first-visit',
      pages: { 'bus-list': BusList },
      prefetch: { 'bus-list': prefetch },
      loadMessages,
    });
    showBusList('first-visit' as RemoteName);
    expect(await screen.findByRole('heading', { name: 'Bus list' })).toBeTruthy();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(loadMessages).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith({ api: shell.api, queryClient: shell.queryClient });
  });
});
