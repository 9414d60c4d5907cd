import { REGISTRATION_DRAFT_KEY } from '@rihla/shared/contracts/registration-draft';
import { useEffect, useState } from 'react';
import { EMPTY_VALUES, type FormValues } from './form-values';

/**
 * The form's values, kept in sessionStorage as the parent types, so a failed submit, a
 * reload or a language switch loses nothing. Restored after hydration (the prerendered HTML
 * is the empty form).
 */
export function useFormDraft(): [FormValues, (update: Partial<FormValues>) => void, () => void] {
  const [values, setValues] = useState<FormValues>(EMPTY_VALUES);

  useEffect(() => {
    try {
      const saved = JSON.parse(
        sessionStorage.getItem(REGISTRATION_DRAFT_KEY) ?? 'null',
      ) as Partial<FormValues> | null;
      if (saved) setValues((current) => ({ ...current, ...pickKnown(saved) }));
    } catch {
      // A draft from an older form or a blocked storage: start empty.
    }
  }, []);

  const update = (change: Partial<FormValues>) =>
    setValues((current) => {
      const next = { ...current, ...change };
      try {
        sessionStorage.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify({ ...next, website: '' }));
      } catch {
        // Storage full or blocked: the values still live in the page.
      }
      return next;
    });

  const clear = () => {
    try {
      sessionStorage.removeItem(REGISTRATION_DRAFT_KEY);
    } catch {
      // Nothing to clear.
    }
  };

  return [values, update, clear];
}

function pickKnown(saved: Partial<FormValues>): Partial<FormValues> {
  const known: Partial<FormValues> = {};
  for (const key of Object.keys(EMPTY_VALUES) as (keyof FormValues)[]) {
    const value = saved[key];
    if (typeof value === 'string' && key !== 'website') known[key] = value;
  }
  return known;
}
