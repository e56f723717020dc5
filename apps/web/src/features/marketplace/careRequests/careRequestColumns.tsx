import type { CareRequestSummary } from '@hearth/domain';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { DateTime, useDateFormat } from '../../../components/DateTime.tsx';
import type { Column } from '../../../components/list/types.ts';

/** What the detail page's "back" link returns to: the inbox as it was filtered. */
export type FromInboxState = { listSearch: string };

/** New (no one at the agency opened it) or opened. */
export function SeenChip({ seenAt }: { seenAt: string | null }) {
  const { t } = useTranslation('careRequests');
  return seenAt === null ? (
    <Chip size="small" color="warning" label={t('inbox.status.unseen')} />
  ) : (
    <Chip size="small" variant="outlined" label={t('inbox.status.seen')} />
  );
}

export function useCareRequestColumns(showAgency: boolean): Column<CareRequestSummary>[] {
  const { t } = useTranslation('careRequests');
  const localized = useLocalizedPath();
  const formatDate = useDateFormat();
  const { search } = useLocation();
  return useMemo(() => {
    const agencyColumn: Column<CareRequestSummary> = {
      id: 'agency',
      header: t('inbox.columns.agency'),
      cell: (request) => request.agency.name,
    };
    return [
      {
        id: 'received',
        header: t('inbox.columns.received'),
        noWrap: true,
        cell: (request) => <DateTime value={request.createdAt} />,
      },
      {
        id: 'from',
        header: t('inbox.columns.from'),
        cell: (request) => (
          <Link
            component={RouterLink}
            to={localized(`/user/care-requests/${request.id}`)}
            state={{ listSearch: search } satisfies FromInboxState}
            sx={{ fontWeight: request.seenAt === null ? 'bold' : undefined }}
          >
            {request.contactName}
          </Link>
        ),
      },
      {
        id: 'kind',
        header: t('inbox.columns.kind'),
        cell: (request) => t(`inbox.kinds.${request.kind}`),
      },
      {
        id: 'listing',
        header: t('inbox.columns.listing'),
        cell: (request) => request.listing.name,
      },
      ...(showAgency ? [agencyColumn] : []),
      {
        id: 'visitDate',
        header: t('inbox.columns.visitDate'),
        noWrap: true,
        cell: (request) =>
          request.visitDate === null ? t('inbox.noVisit') : formatDate(request.visitDate),
      },
      {
        id: 'status',
        header: t('inbox.columns.status'),
        noWrap: true,
        cell: (request) => <SeenChip seenAt={request.seenAt} />,
      },
    ];
  }, [t, localized, formatDate, search, showAgency]);
}
