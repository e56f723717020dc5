import type { Listing, SearchedPlace } from '@hearth/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type SearchMapProps = {
  listings: readonly Listing[];
  place: SearchedPlace;
  onOpenListing: (id: number) => void;
};

// MAP SLOT: the marketplace map (features/marketplace/map, ListingsMap) is being built beside this
// page; until it lands, this box holds its place in the layout with the same props.
export function SearchMap({ listings }: SearchMapProps) {
  const { t } = useTranslation('marketplace');
  return (
    <Box
      role="region"
      aria-label={t('map.label')}
      sx={{ height: '100%', minHeight: 320, border: 1, borderColor: 'divider', p: 2 }}
    >
      <Typography color="text.secondary">{t('map.count', { count: listings.length })}</Typography>
    </Box>
  );
}
