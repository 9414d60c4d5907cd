import { pathTo } from '@rihla/shared/routes/path-to';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PAGE_FINISH_SCROLL_WAIT_MS, ScrollManager } from './scroll-manager';

const BUSES = pathTo('bus-list');
const OVERVIEW = pathTo('overview');
const TRIPS = pathTo('trip-list');

function setup(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <ScrollManager />
            <h2 id="stops">Stops</h2>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('scroll on page change', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  it('scrolls to the top 100 ms after a new page', async () => {
    const router = setup(OVERVIEW);
    await act(() => router.navigate(BUSES));
    act(() => vi.advanceTimersByTime(PAGE_FINISH_SCROLL_WAIT_MS - 1));
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('honours a hash anchor', async () => {
    const router = setup(OVERVIEW);
    await act(() => router.navigate(`${TRIPS}#stops`));
    act(() => vi.advanceTimersByTime(PAGE_FINISH_SCROLL_WAIT_MS));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the scroll when only the language changes', async () => {
    const router = setup(BUSES);
    await act(() => router.navigate(`/en${BUSES}`));
    act(() => vi.advanceTimersByTime(PAGE_FINISH_SCROLL_WAIT_MS));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
