import { type FormEvent, useRef, useState } from 'react';
import { retryKeys } from '../api/retry-key';
import { useLanding } from '../messages-context';
import { FIELD_ORDER, type FieldErrors, type FieldName, type FormValues } from './form-values';

export type Outcome =
  | { kind: 'sent'; reference: string; phone: string }
  | { kind: 'error'; message: string }
  | null;

/**
 * Sending the form: checked in the page's language with the API's own schema (loaded on the first
 * submit), sent with one retry key per body, and on failure the errors put on their fields and the
 * focus on the first one to correct. The values stay in the draft whatever happens.
 */
export function useRegistrationSubmit(values: FormValues, clearDraft: () => void) {
  const { locale, m } = useLanding();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  // Read and set at once: a double tap's second submit comes before the re-render that disables the button.
  const inFlight = useRef(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const keys = useRef(retryKeys()).current;

  const clearError = (field: FieldName) => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setOutcome({ kind: 'error', message: m.form.errorsTitle });
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(first === 'homeLat' ? 'homeLat-map' : first)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      await send();
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const send = async () => {
    const [{ validate }, { submitRegistration }] = await Promise.all([
      import('./form-validation'),
      import('../api/public-api'),
    ]);
    const checked = validate(values, m.errors);
    if ('errors' in checked) return showErrors(checked.errors);
    setOutcome(null);
    const result = await submitRegistration(checked.body, locale, keys.keyFor(checked.body));
    if (result.kind === 'created') {
      keys.forget();
      clearDraft();
      setErrors({});
      return setOutcome({ kind: 'sent', reference: result.reference, phone: checked.body.parentPhone });
    }
    if (result.kind === 'invalid') {
      const fields: FieldErrors = {};
      for (const [path, message] of Object.entries(result.fields)) {
        const field = (path === 'homeLng' ? 'homeLat' : path) as FieldName;
        fields[field] = message;
      }
      return showErrors(fields);
    }
    const message =
      result.kind === 'too-many'
        ? m.form.tooMany
        : result.kind === 'busy'
          ? m.form.busy
          : result.kind === 'offline'
            ? m.form.offline
            : m.form.failed;
    setOutcome({ kind: 'error', message });
  };

  return { errors, setErrors, clearError, sending, outcome, setOutcome, onSubmit };
}
