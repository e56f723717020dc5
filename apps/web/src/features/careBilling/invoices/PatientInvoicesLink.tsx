import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { useAuthDetails } from '../../identity/index.ts';
import { isFamily, readsCareInvoices } from './invoiceAccess.ts';

type Props = {
  patientId: number;
  /** The button's words, in the page's own namespace: the invoice pages' words load with them. */
  label: string;
};

/** From a client's record to the invoices for their care, for the office that bills them. */
export function PatientInvoicesLink({ patientId, label }: Props) {
  const localized = useLocalizedPath();
  const { data: details } = useAuthDetails();
  const role = details?.user.role;
  if (role === undefined || !readsCareInvoices(role) || isFamily(role)) {
    return null;
  }
  return (
    <Button
      variant="outlined"
      startIcon={<ReceiptLongIcon />}
      component={RouterLink}
      to={localized(`/user/invoices?patientId=${patientId}`)}
    >
      {label}
    </Button>
  );
}
