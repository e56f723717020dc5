import type { CareInvoiceDetail } from '@hearth/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useInvoiceFormat } from './invoiceFormat.ts';

/** The invoice's lines and, under them, its subtotal, taxes, total, payments and balance. */
export function InvoiceLines({ invoice }: { invoice: CareInvoiceDetail }) {
  const { t } = useTranslation('invoices');
  const format = useInvoiceFormat();
  const money = (cents: number) => format.money(cents, invoice);
  const sumRow = (label: string, cents: number, strong = false) => (
    <TableRow key={label}>
      <TableCell colSpan={5} align="right" sx={{ fontWeight: strong ? 700 : undefined }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: strong ? 700 : undefined, whiteSpace: 'nowrap' }}>
        {money(cents)}
      </TableCell>
    </TableRow>
  );
  if (invoice.lines.length === 0) {
    return <Typography>{t('detail.noLines')}</Typography>;
  }
  return (
    // Six columns do not fit a phone: the table scrolls sideways within its own box.
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label={t('detail.lines')}>
      <Table size="small">
        <caption>{t('detail.lines')}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.date')}</TableCell>
            <TableCell>{t('columns.service')}</TableCell>
            <TableCell>{t('columns.quantity')}</TableCell>
            <TableCell>{t('columns.rate')}</TableCell>
            <TableCell>{t('columns.share')}</TableCell>
            <TableCell align="right">{t('columns.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.day(line.serviceDate)}</TableCell>
              <TableCell>{t(`lineKinds.${line.kind}`)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.quantity(line)}</TableCell>
              <TableCell>{format.rate(line, invoice)}</TableCell>
              <TableCell>{format.share(line)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(line.amountCents)}
              </TableCell>
            </TableRow>
          ))}
          {sumRow(t('detail.subtotal'), invoice.subtotalCents)}
          {invoice.taxes.map((tax) => sumRow(`${tax.name} (${tax.percent} %)`, tax.cents))}
          {sumRow(t('detail.total'), invoice.totalCents, true)}
          {sumRow(t('detail.paid'), invoice.paidCents)}
          {sumRow(t('detail.balance'), invoice.balanceCents, true)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
