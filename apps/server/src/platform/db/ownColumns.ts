import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Columns of a table selected under their own names, for the select lists that name a table's
 * columns and add a few joined ones beside them.
 */
export function ownColumns<T extends Table, Name extends keyof T['_']['columns'] & string>(
  table: T,
  names: readonly Name[],
): Pick<T['_']['columns'], Name> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<
    T['_']['columns'],
    Name
  >;
}
