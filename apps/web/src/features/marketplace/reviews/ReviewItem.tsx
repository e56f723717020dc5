import type { Review } from '@hearth/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/i18n/useLocale.ts';
import { ReplyForm } from './ReplyForm.tsx';
import { ReportReviewDialog } from './ReportReviewDialog.tsx';

export type ReviewItemProps = {
  review: Review;
  /** The listing's organisation may answer it; a visitor may not. */
  mayReply: boolean;
  /** Signed in, and not the review's author or someone who reported it already. */
  mayReport: boolean;
  reported: boolean;
};

/** One review: stars, words, who wrote it and when, the organisation's reply, and its actions. */
export function ReviewItem({ review, mayReply, mayReport, reported }: ReviewItemProps) {
  const { t } = useTranslation('reviews');
  const [replying, setReplying] = useState(false);
  const [reporting, setReporting] = useState(false);
  const headingId = useId();
  const locale = useLocale();
  // The day is enough: the hour a review was written tells a reader nothing.
  const written = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(review.createdAt),
  );
  return (
    <Box component="article" aria-labelledby={headingId} sx={{ py: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Rating value={review.rating} readOnly size="small" aria-hidden />
        <Typography component="h3" variant="subtitle1" id={headingId}>
          {t('item.heading', { name: review.authorName, count: review.rating })}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        <time dateTime={review.createdAt}>{written}</time>
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', mt: 1, overflowWrap: 'anywhere' }}>
        {review.body}
      </Typography>
      {review.reply !== null && !replying && (
        <Box sx={{ mt: 1.5, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
          <Typography variant="subtitle2" component="p">
            {t('item.reply')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.reply.body}
          </Typography>
        </Box>
      )}
      {replying ? (
        <Box sx={{ mt: 1.5 }}>
          <ReplyForm
            review={review}
            onDone={() => setReplying(false)}
            onCancel={() => setReplying(false)}
          />
        </Box>
      ) : (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          {mayReply && (
            <Button size="small" onClick={() => setReplying(true)}>
              {review.reply === null ? t('reply.add') : t('reply.edit')}
            </Button>
          )}
          {reported ? (
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              {t('report.done')}
            </Typography>
          ) : (
            mayReport && (
              <Button size="small" color="inherit" onClick={() => setReporting(true)}>
                {t('report.open')}
              </Button>
            )
          )}
        </Stack>
      )}
      {reporting && (
        <ReportReviewDialog
          listingId={review.listingId}
          reviewId={review.id}
          onClose={() => setReporting(false)}
        />
      )}
    </Box>
  );
}
