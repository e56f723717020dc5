import type { CareInvoice } from '@hearth/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type Props = {
  patientId: number;
  /** The page's invoices, all of this client's: they carry the client's name. */
  invoices: readonly CareInvoice[];
  onClear: () => void;
};

/** Says whose invoices the list holds when it was opened for one client, and widens it again. */
export function ChosenPatient({ patientId, invoices, onClear }: Props) {
  const { t } = useTranslation('invoices');
  const name = invoices.find((invoice) => invoice.patient?.id === patientId)?.patient?.name;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography>
        {name === undefined ? t('filters.thisPatient') : t('filters.onePatient', { name })}
      </Typography>
      <Button size="small" onClick={onClear}>
        {t('filters.everyPatient')}
      </Button>
    </Stack>
  );
}
