import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';

export type Fact = { term: string; value: ReactNode };

export type FactListProps = {
  /** In the order they are read. */
  facts: readonly Fact[];
};

/** Facts about one record as a definition list: side by side from 600 px, stacked below. */
export function FactList({ facts }: FactListProps) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '12rem minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
        m: 0,
      }}
    >
      {facts.map(({ term, value }) => (
        <Fragment key={term}>
          <Box component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
