import type { ColorSchemePreference } from '@rihla/shared/contracts/auth';
import { render, screen } from '@testing-library/react';
import { useColorScheme } from './use-color-scheme';

function Probe({ preference }: { preference: ColorSchemePreference }) {
  return <output>{useColorScheme(preference)}</output>;
}

/** A device whose system setting is dark, or light. */
function systemIs(scheme: 'light' | 'dark') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: scheme === 'dark' && query === '(prefers-color-scheme: dark)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the colour scheme', () => {
  it("follows the operator's saved choice over the system, and marks <html> for the theme", () => {
    systemIs('light');
    const view = render(<Probe preference="dark" />);
    expect(screen.getByRole('status').textContent).toBe('dark');
    expect(document.documentElement.dataset.colorScheme).toBe('dark');

    systemIs('dark');
    view.rerender(<Probe preference="light" />);
    expect(screen.getByRole('status').textContent).toBe('light');
    expect(document.documentElement.dataset.colorScheme).toBe('light');
  });

  it('follows the system when the operator chose none, leaving <html> unmarked', () => {
    systemIs('dark');
    document.documentElement.dataset.colorScheme = 'light';
    render(<Probe preference="system" />);
    expect(screen.getByRole('status').textContent).toBe('dark');
    expect(document.documentElement.dataset.colorScheme).toBeUndefined();
  });
});
