import NotesIcon from '@mui/icons-material/Notes';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../app/i18n/useLocale.ts';

export type NotesLinkProps = {
  /** The notes page, below the locale: `/user/patients/12/notes`. */
  path: string;
  size?: ButtonProps['size'];
};

/** From a patient's record, or a hub's cluster, to its notes. */
export function NotesLink({ path, size }: NotesLinkProps) {
  const { t } = useTranslation('notes');
  const localized = useLocalizedPath();
  return (
    <Button
      variant="outlined"
      size={size}
      startIcon={<NotesIcon />}
      component={RouterLink}
      to={localized(path)}
    >
      {t('page.title')}
    </Button>
  );
}
