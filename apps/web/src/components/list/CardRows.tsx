import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { Fragment } from 'react';
import type { RowsProps } from './types.ts';

/** The rows of a table as a list of cards, each cell under its column's name. */
export function CardRows<T>({ label, columns, rows, rowKey }: RowsProps<T>) {
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Card key={rowKey(row)} component="li" variant="outlined">
          <CardContent>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(5rem, auto) minmax(0, 1fr)',
                columnGap: 2,
                rowGap: 0.75,
                m: 0,
              }}
            >
              {columns.map((column) => (
                <Fragment key={column.id}>
                  <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
                    {column.header}
                  </Box>
                  {/* Emails and agents are long unbroken words; they wrap instead of widening. */}
                  <Box component="dd" sx={{ m: 0, typography: 'body2', overflowWrap: 'anywhere' }}>
                    {column.cell(row)}
                  </Box>
                </Fragment>
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
