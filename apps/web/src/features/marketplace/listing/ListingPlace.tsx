import type { ListingDetail } from '@hearth/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { LazyListingsMap } from '../map/LazyListingsMap.tsx';

// The marker is the page's own listing: there is nowhere else to open.
const stay = () => undefined;

/** Where the listing is: its city in words and a small map with its one marker. */
export function ListingPlace({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('marketplace');
  const city = listing.city === null ? null : `${listing.city.name}, ${listing.city.provinceName}`;
  return (
    <SectionCard title={t('listingPage.place')}>
      <Stack spacing={2}>
        <Typography>{city ?? t('listingPage.none')}</Typography>
        <Box sx={{ height: 320 }}>
          <LazyListingsMap
            listings={[listing]}
            center={listing}
            onOpenListing={stay}
            label={t('listingPage.map', { name: listing.name })}
          />
        </Box>
      </Stack>
    </SectionCard>
  );
}
