import { ShellContext } from '@rihla/shared/shell/shell-context';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AntdScope } from '../ui/antd-scope';
import './antd-test-polyfills';
import { createTestShell } from './test-shell';

/** Shows the current path so tests can assert where a button led. */
function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/**
 * Renders a shared building block as a remote page would have it: shell services on a fake
 * fetch, a query client, a router and the antd scope. For tests of shared/src/ui only.
 */
export function renderWithShell(ui: ReactElement, options: Parameters<typeof createTestShell>[0]) {
  const shell = createTestShell(options);
  const view = render(
    <QueryClientProvider client={shell.queryClient}>
      <ShellContext.Provider value={shell}>
        <MemoryRouter initialEntries={['/start']}>
          <AntdScope>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
            <CurrentPath />
          </AntdScope>
        </MemoryRouter>
      </ShellContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, shell };
}
