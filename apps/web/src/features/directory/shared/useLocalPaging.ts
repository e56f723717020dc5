import { DEFAULT_PER_PAGE } from '@hearth/domain';
import { useState } from 'react';

/**
 * Page and page size of a list inside a record's page (a history, a staff list): kept in the
 * component, not the address, which belongs to the record. It has no filters to clear.
 */
export function useLocalPaging(initialPerPage = DEFAULT_PER_PAGE) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPageState] = useState(initialPerPage);
  return {
    page,
    perPage,
    setPage,
    setPerPage: (next: number) => {
      setPerPageState(next);
      setPage(1);
    },
    hasFilters: false,
    clearFilters: () => undefined,
  };
}
