import type { ColorSchemePreference } from '@rihla/shared/contracts/auth';
import { useEffect, useSyncExternalStore } from 'react';

const query = '(prefers-color-scheme: dark)';

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(query);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/**
 * The colour scheme in force: the operator's saved choice (their account, so every device
 * follows), else the system setting (spec). A choice is written as data-color-scheme on <html>,
 * which the theme's light-dark() colours follow; with none the page follows the system.
 */
export function useColorScheme(preference: ColorSchemePreference = 'system'): 'light' | 'dark' {
  const system = useSyncExternalStore(subscribe, () => (window.matchMedia(query).matches ? 'dark' : 'light'));
  useEffect(() => {
    const root = document.documentElement;
    if (preference === 'system') delete root.dataset.colorScheme;
    else root.dataset.colorScheme = preference;
  }, [preference]);
  return preference === 'system' ? system : preference;
}
