import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';

export type AddLinkProps = {
  /** The new record's page, without the locale. */
  to: string;
  icon: ReactNode;
  children: string;
};

/** The button beside a list's heading that opens the page adding one more. */
export function AddLink({ to, icon, children }: AddLinkProps) {
  const localized = useLocalizedPath();
  return (
    <Button variant="contained" startIcon={icon} component={RouterLink} to={localized(to)}>
      {children}
    </Button>
  );
}
