import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLocalizedPath } from '../app/i18n/useLocale.ts';

/** What a detail page's "back" link returns to: the list as it was filtered. */
export type FromListState = { listSearch: string };

export type BackToListProps = { path: string; label: string };

/** Back to a list, filtered as it was when the record was opened from it. */
export function BackToList({ path, label }: BackToListProps) {
  const localized = useLocalizedPath();
  const state = useLocation().state as Partial<FromListState> | null;
  const search = typeof state?.listSearch === 'string' ? state.listSearch : '';
  return (
    <Box>
      <Button
        component={RouterLink}
        to={`${localized(path)}${search}`}
        startIcon={<ArrowBackIcon />}
      >
        {label}
      </Button>
    </Box>
  );
}
