import { mobileApi } from '@rihla/shared/mobile/mobile-api';
import { mobilePlace } from '@rihla/shared/mobile/mobile-locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { familyContext } from '../family-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Renders a piece of the families' app as the page at `path` would (its language, copy and API
 * client, and no retries of its own, as `phoneApp` sets); `unmount` removes it. For page tests of the
 * app's sections.
 */
export function renderInFamily(element: ReactNode, path = '/family') {
  const place = mobilePlace('family', path);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() =>
    root.render(
      <QueryClientProvider
        client={
          new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
        }
      >
        <familyContext.Provider value={{ place, api: mobileApi(place.locale) }}>
          {element}
        </familyContext.Provider>
      </QueryClientProvider>,
    ),
  );
  return {
    host,
    unmount: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}
