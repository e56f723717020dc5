import { Role } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { ListPagination } from '../../../components/list/ListPagination.tsx';
import { ListError, ListLoading } from '../../../components/list/ListStatus.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useAuthDetails } from '../../identity/index.ts';
import { RatingSummary } from './RatingSummary.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import { ReviewItem } from './ReviewItem.tsx';
import { useListingReviews, useReviewViewer } from './reviewsApi.ts';

const PER_PAGE = 10;

export type ReviewsSectionProps = { listingId: number };

/** What the signed-in family may write here: a first review, an edit of theirs, or nothing. */
function OwnReview({ listingId }: ReviewsSectionProps) {
  const { t } = useTranslation('reviews');
  const viewer = useReviewViewer(listingId, true);
  const [editing, setEditing] = useState(false);
  const [thanked, setThanked] = useState(false);
  if (viewer.data === undefined) {
    return null;
  }
  const own = viewer.data.ownReview;
  if (own === null && !viewer.data.mayReview) {
    return <Typography color="text.secondary">{t('own.notEligible')}</Typography>;
  }
  if (own === null || editing) {
    return (
      <Stack spacing={1}>
        <Typography component="h3" variant="subtitle1">
          {own === null ? t('own.write') : t('own.edit')}
        </Typography>
        <ReviewForm
          listingId={listingId}
          review={own}
          onDone={() => {
            setEditing(false);
            setThanked(true);
          }}
          onCancel={own === null ? undefined : () => setEditing(false)}
        />
      </Stack>
    );
  }
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {thanked && (
        <Alert severity="success" role="status">
          {t('own.saved')}
        </Alert>
      )}
      <Button variant="outlined" onClick={() => setEditing(true)}>
        {t('own.editButton')}
      </Button>
    </Stack>
  );
}

/**
 * A listing's reviews: its rating from three reviews on, the reviews newest first, a family's
 * own review, the organisation's replies and the way to report abuse. Loaded after the listing,
 * with its own words, so the listing's page weighs no more for it.
 */
export function ReviewsSection({ listingId }: ReviewsSectionProps) {
  const { t } = useTranslation('reviews');
  const localized = useLocalizedPath();
  const { pathname, search } = useLocation();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PER_PAGE);
  const reviews = useListingReviews(listingId, page, perPage);
  const me = useAuthDetails().data ?? null;
  const viewer = useReviewViewer(listingId, me !== null);
  const reported = new Set(viewer.data?.reportedReviewIds ?? []);

  let body: ReactNode;
  if (reviews.isPending) {
    body = <ListLoading label={t('loading')} />;
  } else if (reviews.isError) {
    body = <ListError message={reviews.error.message} onRetry={() => void reviews.refetch()} />;
  } else {
    const { data, meta } = reviews.data;
    body = (
      <Stack spacing={2}>
        <RatingSummary rating={meta.rating} total={meta.total} />
        {me === null ? (
          <Typography>
            <Link
              component={RouterLink}
              to={`${localized('/sign-in')}?next=${encodeURIComponent(pathname + search)}`}
            >
              {t('own.signIn')}
            </Link>
          </Typography>
        ) : (
          me.user.role === Role.user && <OwnReview listingId={listingId} />
        )}
        {data.length === 0 ? (
          <Typography role="status">{t('empty')}</Typography>
        ) : (
          <Stack divider={<Divider flexItem />} aria-label={t('listLabel')}>
            {data.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                mayReply={viewer.data?.mayReply ?? false}
                mayReport={me !== null && viewer.data?.ownReview?.id !== review.id}
                reported={reported.has(review.id)}
              />
            ))}
          </Stack>
        )}
        {meta.total > perPage && (
          <ListPagination
            page={page}
            perPage={perPage}
            total={meta.total}
            onPageChange={setPage}
            onPerPageChange={(next) => {
              setPerPage(next);
              setPage(1);
            }}
          />
        )}
      </Stack>
    );
  }
  return <SectionCard title={t('title')}>{body}</SectionCard>;
}
