import type { ListingDetail } from '@hearth/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard.tsx';

// MAP SLOT: the listing's spot on the marketplace map (features/marketplace/map) goes here once
// that component lands; until then the place is given in words.
export function ListingPlace({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('marketplace');
  return (
    <SectionCard title={t('listingPage.place')}>
      <Box>
        <Typography>
          {listing.city === null
            ? t('listingPage.none')
            : `${listing.city.name}, ${listing.city.provinceName}`}
        </Typography>
      </Box>
    </SectionCard>
  );
}
