import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A record page's sections in two columns from 900 px, one below; each child is a column. */
export function SectionColumns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
