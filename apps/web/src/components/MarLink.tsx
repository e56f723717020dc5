import MedicationIcon from '@mui/icons-material/Medication';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../app/i18n/useLocale.ts';

export type MarLinkProps = { patientId: number };

/** From a patient's record to their medication administration record. */
export function MarLink({ patientId }: MarLinkProps) {
  const { t } = useTranslation('medications');
  const localized = useLocalizedPath();
  return (
    <Button
      variant="outlined"
      startIcon={<MedicationIcon />}
      component={RouterLink}
      to={localized(`/user/patients/${patientId}/mar`)}
    >
      {t('page.title')}
    </Button>
  );
}
