import { type Country, type Listing, ListingService, PriceUnit } from '@hearth/domain';
import PhotoIcon from '@mui/icons-material/HomeWorkOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { useLocale } from '../../../app/i18n/useLocale.ts';
import { ListingPhotoImage } from '../photos/ListingPhotoImage.tsx';
import { currencyOf, formatKm, formatMoney } from './places.ts';

/** "$32–$45 per hour", in the listing's currency and the page's language. */
export function usePriceText() {
  const { t } = useTranslation('marketplace');
  const locale = useLocale();
  const label = useLabel();
  return (price: Listing['price'], country: Country | null | undefined) => {
    const currency = currencyOf(country, locale);
    const min = formatMoney(price.minCents, currency, locale);
    const max = formatMoney(price.maxCents, currency, locale);
    return t('listing.price', {
      range: min === max ? min : `${min}–${max}`,
      unit: label(PriceUnit.labelKey(price.unit)),
    });
  };
}

// The cover spans the card on a phone and is 180 px beside the text from `sm` (600 px) on.
const COVER_SIZES = '(min-width: 600px) 180px, 100vw';

export type ListingCardProps = {
  listing: Listing;
  /** Where the listing's page is, keeping the search so "back to results" returns to it. */
  href: string;
  country: Country | null;
};

/** One result: photo, name, agency, distance, prices and services. */
export function ListingCard({ listing, href, country }: ListingCardProps) {
  const { t } = useTranslation('marketplace');
  const locale = useLocale();
  const label = useLabel();
  const priceText = usePriceText();
  const [cover] = listing.photos;

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`listing-${listing.id}`}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}
    >
      <Box
        sx={{
          width: { xs: '100%', sm: 180 },
          aspectRatio: { xs: '16 / 9', sm: '4 / 3' },
          flexShrink: 0,
          bgcolor: 'action.hover',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {cover === undefined ? (
          <PhotoIcon color="disabled" fontSize="large" aria-hidden />
        ) : (
          <ListingPhotoImage
            photo={cover}
            sizes={COVER_SIZES}
            alt={t('listing.photoAlt', { name: listing.name })}
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Stack spacing={0.75} sx={{ p: 2, minWidth: 0 }}>
        <Typography variant="h6" component="h3" id={`listing-${listing.id}`}>
          <Link component={RouterLink} to={href} underline="hover">
            {listing.name}
          </Link>
        </Typography>
        <Typography color="text.secondary">{listing.agency.name}</Typography>
        {listing.rating !== null && (
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {t('listing.rating', {
              average: listing.rating.average.toLocaleString(locale),
              count: listing.rating.count,
            })}
          </Typography>
        )}
        <Typography variant="body2">
          {listing.city === null
            ? t('listing.distance', { distance: formatKm(listing.distanceKm, locale) })
            : t('listing.distanceInCity', {
                distance: formatKm(listing.distanceKm, locale),
                city: listing.city.name,
              })}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {priceText(listing.price, country)}
        </Typography>
        <Box
          component="ul"
          aria-label={t('listing.services')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, listStyle: 'none' }}
        >
          {listing.services.map((service) => (
            <li key={service}>
              <Chip size="small" label={label(ListingService.labelKey(service))} />
            </li>
          ))}
        </Box>
      </Stack>
    </Card>
  );
}
