import type { MyCarePatient } from '@hearth/domain';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';

export const personName = (patient: MyCarePatient) =>
  `${patient.preferredName ?? patient.firstName} ${patient.lastName}`;

/** Big, plain links to each person the family follows. */
export function PatientLinks({ patients }: { patients: readonly MyCarePatient[] }) {
  const { t } = useTranslation('family');
  const localized = useLocalizedPath();
  if (patients.length === 0) {
    return <Typography>{t('patients.empty')}</Typography>;
  }
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {patients.map((patient) => (
        <li key={patient.id}>
          <Button
            component={RouterLink}
            to={localized(`/user/my-care/patients/${patient.id}`)}
            variant="outlined"
            size="large"
            fullWidth
            endIcon={<ChevronRightIcon />}
            sx={{
              justifyContent: 'space-between',
              textAlign: 'start',
              py: 1.5,
              fontSize: '1.1rem',
            }}
          >
            {t('patients.open', { name: personName(patient), agency: patient.agency.name })}
          </Button>
        </li>
      ))}
    </Stack>
  );
}
