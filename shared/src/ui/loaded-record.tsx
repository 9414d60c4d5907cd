import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LoadErrorResult } from './load-error-result';

interface LoadedRecordProps<R> {
  /** The record's query (a react-query result fits). */
  query: { data: R | undefined; error: unknown; isError: boolean; refetch(): unknown };
  children(record: R): ReactNode;
}

/**
 * A details or edit page's body once its record is there: a skeleton while loading, not-found
 * or a retry when loading failed. Data wins over an error so a failed background refetch keeps
 * the form the operator is typing in.
 */
export function LoadedRecord<R>({ query, children }: LoadedRecordProps<R>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <LoadErrorResult error={query.error} onRetry={() => query.refetch()} />;
  return <Skeleton active />;
}
