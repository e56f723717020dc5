import type { Key, ReactNode } from 'react';

export type Column<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Short values (dates, states) that read badly when broken over lines. */
  noWrap?: boolean;
};

/** What the table and the card list both draw. */
export type RowsProps<T> = {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
};
