import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Form fields two to a row from 600 px, one below; a child may span the row (`gridColumn`). */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
