import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type FilterBarProps = {
  /** The landmark's name; "Filters" unless the page has a better one. */
  label?: string;
  children: ReactNode;
};

/** The filters above a list, a search landmark; they wrap onto more lines on narrow screens. */
export function FilterBar({ label, children }: FilterBarProps) {
  const { t } = useTranslation('common');
  return (
    <Box
      role="search"
      aria-label={label ?? t('list.filters')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        // Each filter takes a fair share of the line, and a whole line below 360 px.
        '& > *': { flex: '1 1 12rem', minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
