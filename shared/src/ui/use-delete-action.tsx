import { ProblemError } from '@rihla/shared/http/problem-error';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useUiText } from './ui-texts';

/** What a list row must carry to be deleted: the version is the one the operator saw. */
export interface VersionedRecord {
  id: string;
  version: number;
}

interface DeleteActionOptions<T extends VersionedRecord> {
  /** API collection, e.g. `buses`: the record is deleted at `<path>/<id>?version=<version>`. */
  path: string;
  /** Queries that show the record; refreshed on failure too, since a stale delete means they are old. */
  invalidate: readonly QueryKey[];
  /** Success toast, in the remote's own words (it names the record). */
  doneSummary(record: T): string;
}

/**
 * Deletes the version the operator saw and says how it went. The API refuses a newer version
 * (409 stale), which gets its own message rather than the raw error.
 */
export function useDeleteAction<T extends VersionedRecord>({
  path,
  invalidate,
  doneSummary,
}: DeleteActionOptions<T>) {
  const { api, toast } = useShell();
  const t = useUiText();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ id, version }: VersionedRecord) => {
      await api.delete(`${path}/${id}`, { searchParams: { version } });
    },
    onSettled: () => Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  return (record: T) =>
    mutation
      .mutateAsync({ id: record.id, version: record.version })
      .then(() => toast.add({ severity: 'success', summary: doneSummary(record), life: 4000 }))
      .catch((error: unknown) => {
        const stale = error instanceof ProblemError && error.isStale;
        toast.add({
          severity: 'error',
          summary: stale ? t('delete.stale') : t('delete.failed'),
          detail: stale ? undefined : error instanceof Error ? error.message : undefined,
          life: 6000,
        });
      });
}
