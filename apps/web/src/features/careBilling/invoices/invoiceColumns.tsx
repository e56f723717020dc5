import { type CareInvoice, personCaredFor } from '@hearth/domain';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import type { FromListState } from '../../../components/BackToList.tsx';
import type { Column } from '../../../components/list/types.ts';
import { useInvoiceFormat } from './invoiceFormat.ts';
import { InvoiceStatusChips } from './invoiceStatus.tsx';

/** The list's columns; the number opens the invoice, and families are not shown who pays. */
export function useInvoiceColumns(family: boolean): Column<CareInvoice>[] {
  const { t } = useTranslation('invoices');
  const localized = useLocalizedPath();
  const { search } = useLocation();
  const format = useInvoiceFormat();
  return useMemo(() => {
    const columns: Column<CareInvoice>[] = [
      {
        id: 'number',
        header: t('columns.number'),
        noWrap: true,
        cell: (invoice) => (
          <Link
            component={RouterLink}
            to={localized(`/user/invoices/${invoice.id}`)}
            state={{ listSearch: search } satisfies FromListState}
          >
            {invoice.number ?? t('draftNumber')}
          </Link>
        ),
      },
      { id: 'patient', header: t('columns.patient'), cell: (invoice) => personCaredFor(invoice) },
      { id: 'period', header: t('columns.period'), cell: (invoice) => format.period(invoice) },
      {
        id: 'issued',
        header: t('columns.issued'),
        noWrap: true,
        cell: (invoice) => format.day(invoice.issuedOn),
      },
      {
        id: 'due',
        header: t('columns.due'),
        noWrap: true,
        cell: (invoice) => format.day(invoice.dueOn),
      },
      {
        id: 'total',
        header: t('columns.total'),
        noWrap: true,
        cell: (invoice) => format.money(invoice.totalCents, invoice),
      },
      {
        id: 'balance',
        header: t('columns.balance'),
        noWrap: true,
        cell: (invoice) => format.money(invoice.balanceCents, invoice),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (invoice) => <InvoiceStatusChips invoice={invoice} />,
      },
    ];
    return family
      ? columns
      : [
          ...columns.slice(0, 1),
          { id: 'billedTo', header: t('columns.billedTo'), cell: format.billedTo },
          ...columns.slice(1),
        ];
  }, [t, localized, search, format, family]);
}
