import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import type { FromListState } from '../../../components/BackToList.tsx';

export type RecordLinkProps = { to: string; children: string };

/** A list row's link to its record; the record's page can return to the list as filtered. */
export function RecordLink({ to, children }: RecordLinkProps) {
  const localized = useLocalizedPath();
  const { search } = useLocation();
  return (
    <Link
      component={RouterLink}
      to={localized(to)}
      state={{ listSearch: search } satisfies FromListState}
    >
      {children}
    </Link>
  );
}
