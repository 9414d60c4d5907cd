import { mobileApi } from '@rihla/shared/mobile/mobile-api';
import { mobilePlace } from '@rihla/shared/mobile/mobile-locale';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { crewContext } from '../crew-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Renders crew components into the document for each test of a suite, inside the crew's context
 * for the language of `path` (`/crew` Arabic, `/en/crew` English), and removes them after it.
 */
export function crewRenderer() {
  const mounted = {} as { root: Root; host: HTMLElement };
  beforeEach(() => {
    mounted.host = document.createElement('div');
    document.body.append(mounted.host);
    mounted.root = createRoot(mounted.host);
  });
  afterEach(() => {
    act(() => mounted.root.unmount());
    mounted.host.remove();
  });
  return {
    host: () => mounted.host,
    render(node: ReactNode, path = '/crew') {
      const place = mobilePlace('crew', path);
      act(() =>
        mounted.root.render(
          <crewContext.Provider value={{ place, api: mobileApi(place.locale) }}>{node}</crewContext.Provider>,
        ),
      );
    },
  };
}
