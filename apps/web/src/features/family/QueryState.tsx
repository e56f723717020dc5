import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';

export type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** What is loading, said to a screen reader while it does. */
  label: string;
  children: (data: T) => ReactNode;
};

/** A section's data: progress while it loads, the error and a retry if it fails, else the data. */
export function QueryState<T>({ query, label, children }: QueryStateProps<T>) {
  if (query.isPending) {
    return <ListLoading label={label} />;
  }
  if (query.isError) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
