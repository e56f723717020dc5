import { type ListingRating, RATING_MIN_REVIEWS } from '@hearth/domain';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/i18n/useLocale.ts';

export type RatingSummaryProps = { rating: ListingRating | null; total: number };

/** The listing's average and count, or why there is none yet: fewer than three reviews. */
export function RatingSummary({ rating, total }: RatingSummaryProps) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  if (rating === null) {
    return (
      <Typography color="text.secondary">
        {t('summary.unrated', { count: total, needed: RATING_MIN_REVIEWS })}
      </Typography>
    );
  }
  const average = rating.average.toLocaleString(locale);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Rating value={rating.average} precision={0.1} readOnly aria-hidden />
      <Typography data-testid="listing-rating" sx={{ fontWeight: 500 }}>
        {t('summary.rated', { average, count: rating.count })}
      </Typography>
    </Stack>
  );
}
