import TablePagination from '@mui/material/TablePagination';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PER_PAGE_OPTIONS } from './useListParams.ts';

export type ListPaginationProps = {
  /** 1-based, as the address and the server count pages. */
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
};

/** Page controls with the total; the page size choice keeps to what the server accepts. */
export function ListPagination({
  page,
  perPage,
  total,
  onPageChange,
  onPerPageChange,
}: ListPaginationProps) {
  const { t } = useTranslation('common');
  const rowsLabelId = useId();
  const lastPage = Math.max(0, Math.ceil(total / perPage) - 1);
  const options: number[] = PER_PAGE_OPTIONS.includes(perPage as (typeof PER_PAGE_OPTIONS)[number])
    ? [...PER_PAGE_OPTIONS]
    : [...PER_PAGE_OPTIONS, perPage].sort((a, b) => a - b);

  return (
    <TablePagination
      component="div"
      count={total}
      // MUI counts from 0 and refuses a page past the end, which an old link may ask for.
      page={Math.min(page - 1, lastPage)}
      rowsPerPage={perPage}
      rowsPerPageOptions={options}
      onPageChange={(_event, zeroBased) => onPageChange(zeroBased + 1)}
      onRowsPerPageChange={(event) => onPerPageChange(Number(event.target.value))}
      showFirstButton
      showLastButton
      labelRowsPerPage={t('list.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t('list.displayedRows', { from, to, total: count })
      }
      getItemAriaLabel={(type) => t(`list.goTo.${type}`)}
      // MUI ties its "Rows per page" text to the select only in its own menu, not a native
      // select, which would be left without a name.
      slotProps={{
        select: {
          native: true,
          labelId: rowsLabelId,
          inputProps: { 'aria-labelledby': rowsLabelId },
        },
      }}
      // At 360 px the controls take two lines rather than widening the page.
      sx={{ '& .MuiToolbar-root': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 0 } }}
    />
  );
}
