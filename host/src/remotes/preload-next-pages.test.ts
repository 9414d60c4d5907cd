import type { RemoteModule } from '@rihla/shared/shell/remote-contract';
import { loadedRemote } from './lazy-remote-page';
import { preloadNextPagesWhenIdle } from './preload-next-pages';

vi.mock('./lazy-remote-page', () => ({ loadedRemote: vi.fn() }));

function page(): RemoteModule['pages'][string] {
  return Object.assign(() => null, { preload: vi.fn(async () => undefined) });
}

describe('preloading the next pages when idle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("fetches the code of the remote's other lists, not the page shown nor its forms", () => {
    const pages = { 'bus-list': page(), 'driver-list': page(), 'bus-add': page() };
    vi.mocked(loadedRemote).mockReturnValue({ namespace: 'fleet', pages, loadMessages: async () => ({}) });
    preloadNextPagesWhenIdle('fleet', 'bus-list');
    expect(pages['driver-list'].preload).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(pages['driver-list'].preload).toHaveBeenCalledTimes(1);
    expect(pages['bus-list'].preload).not.toHaveBeenCalled();
    expect(pages['bus-add'].preload).not.toHaveBeenCalled();
  });

  it('does nothing once cancelled', () => {
    const pages = { 'bus-list': page(), 'driver-list': page() };
    vi.mocked(loadedRemote).mockReturnValue({ namespace: 'fleet', pages, loadMessages: async () => ({}) });
    preloadNextPagesWhenIdle('fleet', 'bus-list')();
    vi.runAllTimers();
    expect(pages['driver-list'].preload).not.toHaveBeenCalled();
  });
});
