import { ShellContext } from '@rihla/shared/shell/shell-context';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AntdScope } from '../ui/antd-scope';
import { createTestShell, type TestShell } from './test-shell';

type Options = Parameters<typeof createTestShell>[0] & {
  /** Where the page is, e.g. `/dashboard/bus-screen?q=x`. */
  url: string;
  /** The route pattern, e.g. `/dashboard/bus-screen/update-bus/:id`. */
  route: string;
};

/** Shows the current URL so tests can assert what the page put in it. */
function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

/**
 * Renders a remote's page as the host would: shell context, i18next with the remote's
 * namespace, query client, router, antd scope. For the page tests of every remote.
 */
export function renderRemotePage(
  page: ReactElement,
  messages: { namespace: string; ar: object; en: object },
  { url, route, ...shellOptions }: Options,
) {
  const shell: TestShell = createTestShell(shellOptions);
  const i18n = i18next.createInstance();
  i18n.use(initReactI18next).init({
    lng: shell.locale,
    resources: { ar: { [messages.namespace]: messages.ar }, en: { [messages.namespace]: messages.en } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={shell.queryClient}>
        <ShellContext.Provider value={shell}>
          <MemoryRouter initialEntries={[url]}>
            <AntdScope>
              <Routes>
                <Route path={route} element={page} />
                <Route path="*" element={null} />
              </Routes>
              <CurrentUrl />
            </AntdScope>
          </MemoryRouter>
        </ShellContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, shell };
}

/** A JSON answer, or a problem+json one when the status is not 2xx. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 300 ? 'application/json' : 'application/problem+json' },
  });
}
