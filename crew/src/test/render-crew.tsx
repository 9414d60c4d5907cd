import { mobileApi } from '@rihla/shared/mobile/mobile-api';
import { mobilePlace } from '@rihla/shared/mobile/mobile-locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { crewContext } from '../crew-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Renders crew app screens as the page does at the current address (its language from the path),
 * against `fetch` as the test stubs it; `unmount` takes it away.
 */
export async function renderCrew(render: (value: ReturnType<typeof valueAt>) => ReactNode) {
  const value = valueAt(window.location.pathname);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <crewContext.Provider value={value}>{render(value)}</crewContext.Provider>
      </QueryClientProvider>,
    ),
  );
  const unmount = () => {
    act(() => root.unmount());
    host.remove();
  };
  return { host, unmount };
}

function valueAt(pathname: string) {
  const place = mobilePlace('crew', pathname);
  return { place, api: mobileApi(place.locale) };
}

/** Lets the app's requests (and the client's one retry, a few hundred ms) answer. */
export const settle = (ms = 50) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
