import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useListColumns } from './list-columns';

type ListTableProps<T> = Omit<TableProps<T>, 'columns'> & {
  /** The list's name: where the operator's choice of columns is kept. */
  list: string;
  columns: TableColumnsType<T>;
};

/**
 * A list page's table with the operator's columns: Status and Actions pinned at the inline end and
 * the column chooser shown in the page's header (see `useListColumns`). Rows are keyed by `id`
 * unless told otherwise.
 */
export function ListTable<T extends object>({ list, columns, ...props }: ListTableProps<T>) {
  const listColumns = useListColumns(list, columns);
  return (
    <>
      {listColumns.chooser}
      <Table<T> rowKey="id" columns={listColumns.columns} {...props} />
    </>
  );
}
