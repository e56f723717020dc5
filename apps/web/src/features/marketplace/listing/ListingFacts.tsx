import { type ListingDetail, ListingService, WeekDay } from '@hearth/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { FactList } from '../../../components/FactList.tsx';
import { usePriceText } from '../search/ListingCard.tsx';

const joined = (names: readonly { name: string }[], none: string) =>
  names.length === 0 ? none : names.map((entry) => entry.name).join(', ');

/** What the listing offers, when and for how much, as a definition list. */
export function ListingFacts({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('marketplace');
  const label = useLabel();
  const priceText = usePriceText();
  const days = WeekDay.codes
    .filter((day) => listing.openDays.includes(day))
    .map((day) => label(WeekDay.labelKey(day)))
    .join(', ');
  const hours =
    listing.opensAt === null || listing.closesAt === null
      ? t('listingPage.hoursAround')
      : t('listingPage.hoursRange', { opens: listing.opensAt, closes: listing.closesAt });

  return (
    <FactList
      facts={[
        { term: t('listingPage.price'), value: priceText(listing.price, listing.city?.country) },
        {
          term: t('listing.services'),
          value: (
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {listing.services.map((service) => (
                <Chip key={service} size="small" label={label(ListingService.labelKey(service))} />
              ))}
            </Stack>
          ),
        },
        {
          term: t('listingPage.careTypes'),
          value: joined(listing.careTypes, t('listingPage.none')),
        },
        {
          term: t('listingPage.languages'),
          value: joined(listing.languages, t('listingPage.none')),
        },
        { term: t('listingPage.openDays'), value: days || t('listingPage.none') },
        { term: t('listingPage.hours'), value: hours },
      ]}
    />
  );
}
