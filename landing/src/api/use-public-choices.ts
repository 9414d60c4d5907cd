import type { PublicPackage } from '@rihla/shared/contracts/packages';
import type { PublicSchool } from '@rihla/shared/contracts/schools';
import { useCallback, useEffect, useState } from 'react';
import { useLanding } from '../messages-context';
import { fetchPackages, fetchSchools } from './public-lists';

export type PublicChoices =
  | { status: 'loading'; retry(): void }
  | { status: 'failed'; retry(): void }
  | { status: 'ready'; packages: PublicPackage[]; schools: PublicSchool[]; retry(): void };

/**
 * Active packages and schools from the public API, fetched once the page has hydrated (the
 * prerendered HTML shows the loading state; prices change without a rebuild).
 */
export function usePublicChoices(): PublicChoices {
  const { locale } = useLanding();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<
    { status: 'loading' | 'failed' } | { status: 'ready'; packages: PublicPackage[]; schools: PublicSchool[] }
  >({ status: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // `attempt` changes on retry and fetches again.
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    Promise.all([fetchPackages(locale), fetchSchools(locale)]).then(
      ([packages, schools]) => live && setState({ status: 'ready', packages, schools }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [locale, attempt]);

  return { ...state, retry } as PublicChoices;
}
