import type { FormInstance } from 'antd';
import { type ReactNode, useState } from 'react';
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
 * latest version into the form, or keep their changes and save over the latest version.
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
  // The version this form edits: the one loaded, or the latest once the operator chose.
  const [version, setVersion] = useState(record.version);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const onError = useSaveErrorHandler(form, { ...naming, onStale: () => setStale(true) });

  const finish = (values: V) => {
    let input: I;
    try {
      input = toInput(values, version);
    } catch (error) {
      // The contract refused the values before any request (e.g. a student at two stops).
      onError(error);
      return;
    }
    mutation.mutate(input, {
      onSuccess: (saved) => {
        // A form that stays open (company, account) saves next at the version it just wrote.
        if (hasVersion(saved)) setVersion(saved.version);
        onSaved(saved);
      },
      onError,
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
    setVersion(latest.version);
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
