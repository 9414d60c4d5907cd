import { pathTo } from '@rihla/shared/routes/path-to';
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { useFocusOnPageChange } from './focus-on-page-change';

const BUSES = pathTo('bus-list');
const OVERVIEW = pathTo('overview');

function Page() {
  const main = useRef<HTMLElement>(null);
  useFocusOnPageChange(main);
  const { pathname } = useLocation();
  return (
    <>
      <button type="button">language</button>
      <main ref={main} tabIndex={-1}>
        <h3>{pathname}</h3>
      </main>
    </>
  );
}

function setup(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus on page change', () => {
  it('leaves focus alone on the first load', () => {
    setup(OVERVIEW);
    expect(document.activeElement).toBe(document.body);
  });

  it("moves focus to the new page's heading", async () => {
    const router = setup(OVERVIEW);
    await act(() => router.navigate(BUSES));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: BUSES }));
  });

  it('keeps focus where it is when only the language changes', async () => {
    const router = setup(BUSES);
    screen.getByRole('button', { name: 'language' }).focus();
    await act(() => router.navigate(`/en${BUSES}`));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'language' }));
  });
});
