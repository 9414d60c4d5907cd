import { ShellContext } from '@rihla/shared/shell/shell-context';
import { anAlert } from '@rihla/shared/test/test-alert';
import { aLivePosition } from '@rihla/shared/test/test-live-position';
import { createTestShell } from '@rihla/shared/test/test-shell';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { initI18n } from '../../i18n/i18n';
import { AlertToasts } from './alert-toasts';

function setup(role: 'dispatcher' | 'finance') {
  const shell = createTestShell({ locale: 'en', role, fetch: () => new Response(null, { status: 404 }) });
  render(
    <ShellContext.Provider value={shell}>
      <MemoryRouter initialEntries={['/en/dashboard']}>
        <Routes>
          <Route path="/en/dashboard" element={<AlertToasts />} />
          <Route path="/en/dashboard/alerts-screen" element={<p>alert centre</p>} />
        </Routes>
      </MemoryRouter>
    </ShellContext.Provider>,
  );
  return shell;
}

describe('alert toasts', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('shows a new alert of the live feed as a toast that opens the alert centre', async () => {
    const shell = setup('dispatcher');
    act(() => shell.emitFeed({ kind: 'alert', data: anAlert() }));
    act(() => shell.emitFeed({ kind: 'alert', data: anAlert({ type: 'speeding', status: 'acknowledged' }) }));
    act(() => shell.emitFeed({ kind: 'position', data: aLivePosition() }));
    expect(shell.toasts).toHaveLength(1);
    const [toast] = shell.toasts;
    expect(toast).toMatchObject({
      group: 'live-alerts',
      severity: 'error',
      summary: 'SOS: the bus called for help',
      detail: 'Bus \u20664821 KSA\u2069 · الملز - ذهاب',
    });
    // An SOS stays until an operator closes it.
    expect(toast!.life).toBeUndefined();
    act(() => toast!.action!.onClick());
    expect(await screen.findByText('alert centre')).toBeTruthy();
  });

  it('leaves operators who may not read trips alone', () => {
    const shell = setup('finance');
    act(() => shell.emitFeed({ kind: 'alert', data: anAlert() }));
    expect(shell.toasts).toEqual([]);
  });
});
