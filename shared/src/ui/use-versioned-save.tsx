import { useShell } from '@rihla/shared/shell/shell-context';
import type { FormInstance } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import type { FieldNaming } from './show-field-problems';
import { StaleConflictAlert } from './stale-conflict-alert';
import { useUiText } from './ui-texts';
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

/** Field values compared as the API would see them (dayjs dates by their ISO text). */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The label the operator sees on a field: the form's own naming, else its rendered label. */
function labelOf(name: string, naming: FieldNaming | undefined): string {
  const named = naming?.labels?.[name];
  if (named) return named;
  const label =
    document.querySelector(`label[for="${CSS.escape(name)}"]`) ??
    document.querySelector(`label[for$="_${CSS.escape(name)}"]`);
  return label?.textContent?.trim() || name;
}

/** What "keep my changes" merged: the fields each side changed, by the operator's labels. */
interface MergeNotice {
  mine: string[];
  theirs: string[];
  both: string[];
}

/**
 * Saving an update form under optimistic locking. When someone else saved first (409 stale)
 * the conflict alert appears and nothing typed is lost until the operator chooses: load the
 * latest version into the form, or keep their changes: the fields this operator changed (against
 * the version the form loaded) keep what was typed, every other field takes the latest saved
 * value, and that is saved at once at the latest version; a toast then says whose changes to which
 * fields were kept. One save
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
  // The values of that version, as the form shows them: what "changed by this operator" is measured against.
  // Until a save or a reload, the record as first loaded (a refetch re-renders with the latest).
  const loadedRecord = useRef(record);
  const base = useRef<V | null>(null);
  const saving = useRef(false);
  // Said once the merged save succeeded: which of whose changes it kept.
  const notice = useRef<MergeNotice | null>(null);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const { toast, locale } = useShell();
  const t = useUiText();
  const onError = useSaveErrorHandler(form, { ...naming, onStale: () => setStale(true) });
  const untyped: FormInstance = form;

  const tellMerged = () => {
    const merged = notice.current;
    notice.current = null;
    if (!merged) return;
    const list = (labels: string[]) => labels.join(locale === 'ar' ? '، ' : ', ');
    const lines = [
      merged.mine.length > 0 ? t('stale.savedMine', { fields: list(merged.mine) }) : null,
      merged.theirs.length > 0 ? t('stale.keptTheirs', { fields: list(merged.theirs) }) : null,
      merged.both.length > 0 ? t('stale.replacedTheirs', { fields: list(merged.both) }) : null,
      merged.theirs.length + merged.both.length === 0 ? t('stale.nothingOfTheirs') : null,
    ];
    toast.add({
      severity: 'info',
      summary: t('stale.merged'),
      detail: lines.filter(Boolean).join(' '),
      life: 12000,
    });
  };

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
        base.current = values;
        tellMerged();
        onSaved(saved);
      },
      onError: (error) => {
        saving.current = false;
        notice.current = null;
        onError(error);
      },
    });
  };

  const resolve = async (keepMine: boolean) => {
    setReloading(true);
    const latest = (await refetch().finally(() => setReloading(false))).data;
    if (!latest) return;
    const theirs = toFormValues(latest);
    const loaded = base.current ?? toFormValues(loadedRecord.current);
    // antd's typed NamePath cannot follow a generic V; the names are V's own keys.
    const typed = (name: keyof V & string) => untyped.getFieldValue(name);
    // Keep mine: only the fields this operator changed keep what was typed; every other field
    // takes the latest saved value, so the other person's changes are not silently reverted.
    const changed = keepMine ? fields.filter((name) => !same(typed(name), loaded[name])) : [];
    const reset = fields.filter((name) => !changed.includes(name));
    untyped.setFields(reset.map((name) => ({ name, value: theirs[name], errors: [] })));
    base.current = theirs;
    version.current = latest.version;
    setStale(false);
    if (!keepMine) return;
    const changedByThem = (name: keyof V & string) => !same(theirs[name], loaded[name]);
    const label = (name: string) => labelOf(name, naming);
    notice.current = {
      mine: changed.filter((name) => !changedByThem(name)).map(label),
      theirs: reset.filter(changedByThem).map(label),
      both: changed.filter(changedByThem).map(label),
    };
    // "Keep my changes" saves them now, at the latest version (one click, one write).
    form.submit();
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
