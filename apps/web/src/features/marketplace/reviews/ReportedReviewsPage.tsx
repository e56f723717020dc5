import type { ReportedReview } from '@hearth/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ListPagination } from '../../../components/list/ListPagination.tsx';
import { ListError, ListLoading } from '../../../components/list/ListStatus.tsx';
import { useListParams } from '../../../components/list/useListParams.ts';
import { useHideReview, useReportedReviews } from './reviewsApi.ts';

const NO_FILTERS = [] as const;

/** One reported review with the reasons given, and the admin's way to hide it. */
function ReportedReviewCard({ review }: { review: ReportedReview }) {
  const { t } = useTranslation('reviews');
  const hiding = useHideReview();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
        {review.listingName}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Rating value={review.rating} readOnly size="small" aria-hidden />
        <Typography>
          {t('item.heading', { name: review.authorName, count: review.rating })}
        </Typography>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-line', mt: 1, overflowWrap: 'anywhere' }}>
        {review.body}
      </Typography>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
        {t('moderation.reasons', { count: review.reports.length })}
      </Typography>
      <Box component="ul" sx={{ mt: 0.5, pl: 3 }}>
        {review.reports.map((report) => (
          <li key={report.createdAt}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{report.reason}</Typography>
          </li>
        ))}
      </Box>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        {t('moderation.hide')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('moderation.confirmTitle')}
        message={t('moderation.confirmMessage')}
        confirmLabel={t('moderation.hide')}
        destructive
        pending={hiding.isPending}
        error={hiding.error}
        onConfirm={() => hiding.mutate(review.id, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}

/** `/user/reviews/reported`: the admins' queue of reviews readers reported as abusive. */
export function ReportedReviewsPage() {
  const { t } = useTranslation('reviews');
  usePageTitle(t('moderation.title'));
  const list = useListParams(NO_FILTERS);
  const reported = useReportedReviews(list.page, list.perPage);

  let body: ReactNode;
  if (reported.isPending) {
    body = <ListLoading label={t('moderation.loading')} />;
  } else if (reported.isError) {
    body = <ListError message={reported.error.message} onRetry={() => void reported.refetch()} />;
  } else if (reported.data.data.length === 0) {
    body = <Typography role="status">{t('moderation.empty')}</Typography>;
  } else {
    body = (
      <Stack spacing={2}>
        {reported.data.data.map((review) => (
          <ReportedReviewCard key={review.id} review={review} />
        ))}
        <ListPagination
          page={list.page}
          perPage={list.perPage}
          total={reported.data.meta.total}
          onPageChange={list.setPage}
          onPerPageChange={list.setPerPage}
        />
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('moderation.title')}
        </Typography>
        <Typography color="text.secondary">{t('moderation.intro')}</Typography>
      </Box>
      {body}
    </Stack>
  );
}
