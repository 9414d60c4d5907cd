import { ShellContext, type ShellServices } from '@rihla/shared/shell/shell-context';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { initI18n } from '../i18n/i18n';
import { usePrefetchPage } from './prefetch-page';
import { loadRemoteModule } from './remote-registry';

vi.mock('./remote-registry', () => ({
  isDeployed: (name: string) => name === 'fleet',
  loadRemoteModule: vi.fn(),
}));

const api = {} as ShellServices['api'];
const shell = { locale: 'en', api } as unknown as ShellServices;

function Link({ page }: { page: string }) {
  const prefetch = usePrefetchPage();
  return (
    <a href="/somewhere" onPointerEnter={() => prefetch(page)}>
      {page}
    </a>
  );
}

async function show(page: string, queryClient = new QueryClient()) {
  await act(async () => {
    render(
      <ShellContext.Provider value={{ ...shell, queryClient }}>
        <Link page={page} />
      </ShellContext.Provider>,
    );
  });
  return screen.getByText(page);
}

describe('prefetch of a page on pointing at its link', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it("fetches the remote, the page's code, its messages and its first data", async () => {
    const preload = vi.fn(async () => ({}));
    const prefetch = vi.fn(async () => undefined);
    const loadMessages = vi.fn(async () => ({}));
    const BusList = Object.assign((() => null) as ComponentType, { preload });
    vi.mocked(loadRemoteModule).mockResolvedValue({
      namespace: 'fleet',
      pages: { 'bus-list': BusList },
      prefetch: { 'bus-list': prefetch },
      loadMessages,
    });
    const queryClient = new QueryClient();
    const link = await show('bus-list', queryClient);
    await act(async () => {
      fireEvent.pointerEnter(link);
    });
    expect(loadRemoteModule).toHaveBeenCalledWith('fleet');
    expect(preload).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith({ api, queryClient });
    expect(loadMessages).toHaveBeenCalledWith('en');
  });

  it('leaves host pages and remotes that are not deployed alone', async () => {
    vi.mocked(loadRemoteModule).mockClear();
    for (const page of ['overview', 'trip-list']) {
      const link = await show(page);
      await act(async () => {
        fireEvent.pointerEnter(link);
      });
    }
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });
});
