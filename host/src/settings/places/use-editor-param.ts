import { isValidId } from '@rihla/shared/routes/route-table';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** What `?edit=` asks a settings list for: the add form, one record's edit form, or the list. */
export type EditorTarget = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; id: string };

/**
 * Schools and stops are edited on their list's own URL (`?edit=new`, `?edit=<id>`): the route
 * table keeps the two pages issue #17 names, the back button closes the editor, and the list's
 * search, filters and page are still there when it closes.
 */
export function useEditorParam() {
  const [params, setParams] = useSearchParams();
  const edit = params.get('edit');
  const target: EditorTarget =
    edit === 'new'
      ? { kind: 'add' }
      : edit && isValidId(edit)
        ? { kind: 'edit', id: edit }
        : { kind: 'list' };
  const editUrl = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set('edit', id);
      return `?${next.toString()}`;
    },
    [params],
  );
  const close = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('edit');
        return next;
      }),
    [setParams],
  );
  return { target, editUrl, close, params };
}
