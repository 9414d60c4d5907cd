import type { FormInstance } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import type { FieldNaming } from './show-field-problems';
import { StaleConflictAlert } from './stale-conflict-alert';
import { useSaveErrorHandler } from './use-save-error-handler';

function hasVersion(value: unknown): value is { version: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { version?: unknown }).version === 'number'
  );
}

interface SaveMutation<I, S> {
  mutate(input: I, callbacks: { onSuccess(saved: S): void; onError(error: unknown): void }): void;
  isPending: boolean;
}

interface VersionedSaveOptions<R extends { version: number }, V, I, S> {
  form: FormInstance<V>;
  /** The record as loaded; its version is the one the first save sends. */
  record: R;
  /** Loads the latest saved record after a conflict. */
  refetch(): Promise<{ data?: R }>;
  /** The form's field names: a reload of the latest version resets them. */
  fields: readonly (keyof V & string)[];
  /** Labels and API names of the fields, for refusals no visible field can show. */
  naming?: FieldNaming;
  toFormValues(record: R): V;
  /** Form values + the version being edited -> the update body (parsed by the contract). */
  toInput(values: V, version: number): I;
  mutation: SaveMutation<I, S>;
  onSaved(saved: S): void;
}

/**
 * Saving an update form under optimistic locking. When someone else saved first (409 stale)
 * the conflict alert appears and nothing typed is lost until the operator chooses: load the
 * latest version into the form, or keep their changes and save over the latest version. One save
 * at a time: a second click (a double click on Save) while one is on its way sends nothing, so
 * the form never meets its own save as "someone else's" change.
 */
export function useVersionedSave<R extends { version: number }, V, I, S>({
  form,
  record,
  refetch,
  fields,
  toFormValues,
  toInput,
  mutation,
  onSaved,
  naming,
}: VersionedSaveOptions<R, V, I, S>): {
  finish(values: V): void;
  submitting: boolean;
  conflictAlert: ReactNode;
} {
  // The version this form edits: the one loaded, the one it last saved, or the latest once the
  // operator chose. A ref, not state: a save right after another must send the version just written.
  const version = useRef(record.version);
  const saving = useRef(false);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const onError = useSaveErrorHandler(form, { ...naming, onStale: () => setStale(true) });

  const finish = (values: V) => {
    if (saving.current) return;
    let input: I;
    try {
      input = toInput(values, version.current);
    } catch (error) {
      // The contract refused the values before any request (e.g. a student at two stops).
      onError(error);
      return;
    }
    saving.current = true;
    mutation.mutate(input, {
      onSuccess: (saved) => {
        saving.current = false;
        // A form that stays open (company, account) saves next at the version it just wrote.
        if (hasVersion(saved)) version.current = saved.version;
        onSaved(saved);
      },
      onError: (error) => {
        saving.current = false;
        onError(error);
      },
    });
  };

  const resolve = async (keepMine: boolean) => {
    setReloading(true);
    const latest = (await refetch().finally(() => setReloading(false))).data;
    if (!latest) return;
    if (!keepMine) {
      const values = toFormValues(latest);
      // antd's typed NamePath cannot follow a generic V; the names are V's own keys.
      const untyped: FormInstance = form;
      untyped.setFields(fields.map((name) => ({ name, value: values[name], errors: [] })));
    }
    version.current = latest.version;
    setStale(false);
  };

  const conflictAlert = stale ? (
    <StaleConflictAlert
      reloading={reloading}
      onReload={() => resolve(false)}
      onKeepMine={() => resolve(true)}
    />
  ) : null;
  return { finish, submitting: mutation.isPending, conflictAlert };
}
