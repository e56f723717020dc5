import { listingPagePath, MarketplaceProduct, type OwnListing } from '@hearth/domain';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import type { Column } from '../../../components/list/types.ts';

export function PublishedChip({ published }: { published: boolean }) {
  const { t } = useTranslation('listingEditor');
  return published ? (
    <Chip size="small" color="success" label={t('status.published')} />
  ) : (
    <Chip size="small" variant="outlined" label={t('status.draft')} />
  );
}

export function useListingColumns(): Column<OwnListing>[] {
  const { t } = useTranslation('listingEditor');
  const label = useLabel();
  const localized = useLocalizedPath();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('list.columns.name'),
        cell: (listing) => (
          <Link component={RouterLink} to={localized(`/user/listings/${listing.id}`)}>
            {listing.name}
          </Link>
        ),
      },
      {
        id: 'product',
        header: t('list.columns.product'),
        cell: (listing) => label(MarketplaceProduct.labelKey(listing.product)),
      },
      {
        id: 'place',
        header: t('list.columns.place'),
        cell: (listing) => listing.city?.name ?? t('list.exactPlace'),
      },
      {
        id: 'status',
        header: t('list.columns.status'),
        cell: (listing) => <PublishedChip published={listing.published} />,
      },
      {
        id: 'photos',
        header: t('list.columns.photos'),
        cell: (listing) => String(listing.photos.length),
      },
      {
        id: 'preview',
        header: t('list.columns.preview'),
        cell: (listing) =>
          listing.published ? (
            <Link component={RouterLink} to={localized(listingPagePath(listing))}>
              {t('list.view', { name: listing.name })}
            </Link>
          ) : (
            t('list.notPublic')
          ),
      },
    ],
    [t, label, localized],
  );
}
