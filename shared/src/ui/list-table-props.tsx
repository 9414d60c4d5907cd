import type { TablePaginationConfig } from 'antd';
import type { SorterResult, SortOrder } from 'antd/es/table/interface';
import { useRef } from 'react';
import { useUiText } from './ui-texts';
import type { ListQuery, ListQueryPatch } from './use-list-query-params';

/** antd's order of a column for the list's `sort=field:dir` (null when sorted by another field). */
export function sortOrderOf(sort: string | undefined, field: string): SortOrder {
  const [name, dir] = (sort ?? '').split(':');
  if (name !== field) return null;
  return dir === 'desc' ? 'descend' : 'ascend';
}

/** `sort=field:dir` from antd's sorter; undefined puts the API's default order back. */
export function sortFromSorter<T>(sorter: SorterResult<T> | SorterResult<T>[]): string | undefined {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one?.order || !one.columnKey) return undefined;
  return `${String(one.columnKey)}:${one.order === 'descend' ? 'desc' : 'asc'}`;
}

/** Props of a sortable column whose key is the API's sort field. */
export function sortableColumn(field: string, sort: string | undefined) {
  return { key: field, sorter: true, sortOrder: sortOrderOf(sort, field) } as const;
}

/**
 * Server-side pagination and sorting of an antd Table driven by the URL list query. An estimated
 * total (a search with many matches, `totalEstimated` of the list) reads "about N". A table wider
 * than the screen scrolls inside its card, never the page sideways (a 390 px phone).
 */
export function useListTableProps<F extends string, T>(
  query: ListQuery<F>,
  update: (patch: ListQueryPatch<F>) => void,
  total: number | undefined,
  totalEstimated = false,
) {
  const t = useUiText();
  const pagination: TablePaginationConfig = {
    current: query.page,
    pageSize: query.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal: (n) => t(totalEstimated ? 'list.totalAbout' : 'list.total', { total: n }),
  };
  // The table may call an onChange from an earlier render: compare with the query as it is now.
  const current = useRef(query);
  current.current = query;
  return {
    pagination,
    scroll: { x: 'max-content' } as const,
    onChange: (p: TablePaginationConfig, _filters: unknown, sorter: SorterResult<T> | SorterResult<T>[]) => {
      const query = current.current;
      const sort = sortFromSorter(sorter);
      if (sort !== query.sort) update({ sort });
      else if ((p.pageSize ?? query.pageSize) !== query.pageSize) update({ pageSize: p.pageSize });
      else if ((p.current ?? 1) !== query.page) update({ page: p.current });
    },
  };
}
