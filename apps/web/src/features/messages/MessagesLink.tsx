import ForumIcon from '@mui/icons-material/Forum';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';

export type MessagesLinkProps = { patientId: number; label: string };

/** From a patient's record to the thread with their family. */
export function MessagesLink({ patientId, label }: MessagesLinkProps) {
  const localized = useLocalizedPath();
  return (
    <Button
      variant="outlined"
      startIcon={<ForumIcon />}
      component={RouterLink}
      to={localized(`/user/patients/${patientId}/messages`)}
    >
      {label}
    </Button>
  );
}
