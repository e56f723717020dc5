import { CareRequestKind, SEARCH_TYPE_PRODUCT, type SearchType } from '@hearth/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { ApiError } from '../../../api/ApiError.ts';
import { MessagePage } from '../../../app/errors/MessagePage.tsx';
import { i18n } from '../../../app/i18n/i18n.ts';
import { loadNamespace } from '../../../app/i18n/loadLocale.ts';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { ListError, ListLoading } from '../../../components/list/ListStatus.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { ListingPhotoImage } from '../photos/ListingPhotoImage.tsx';
import { ListingFacts } from './ListingFacts.tsx';
import { ListingPlace } from './ListingPlace.tsx';
import { useListing } from './listingApi.ts';

// The reviews come after the listing, code and words alike: the page's first load stays as it was.
const ReviewsSection = lazy(async () => {
  const [module] = await Promise.all([
    import('../reviews/ReviewsSection.tsx'),
    loadNamespace(i18n, 'reviews'),
  ]);
  return { default: module.ReviewsSection };
});

/** How long a description may run in the page's meta description. */
const META_DESCRIPTION_MAX = 160;

// The gallery is one column on a phone; from 600 px its columns (at least 240 px, 12 px apart)
// stay under twice that, as another would fit beside wider ones; from 1280 px the page is 1232 px
// wide, four columns of 299 px.
const GALLERY_SIZES = '(min-width: 1280px) 299px, (min-width: 600px) 492px, 100vw';

/** `/{locale}/{searchType}/listings/{id}`: one listing, with the ways to ask for its care. */
export function ListingPage({ searchType }: { searchType: SearchType }) {
  const { t } = useTranslation('marketplace');
  const localized = useLocalizedPath();
  const { search } = useLocation();
  const listingId = Number(useParams().listingId);
  const listing = useListing(listingId);
  // A listing of another kind of care under this path is not this page's to show.
  const found =
    listing.data !== undefined && listing.data.product === SEARCH_TYPE_PRODUCT[searchType]
      ? listing.data
      : undefined;
  const missing =
    !Number.isInteger(listingId) ||
    (listing.data !== undefined && found === undefined) ||
    (listing.error instanceof ApiError && listing.error.status === 404);

  usePageMeta(
    found?.name ?? t('listingPage.title'),
    found === undefined
      ? t(`search.${searchType}.description`)
      : found.description.slice(0, META_DESCRIPTION_MAX),
  );

  const back = (
    <Link
      component={RouterLink}
      to={`${localized(`/${searchType}`)}${search}`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      {t('listingPage.back')}
    </Link>
  );

  if (missing) {
    return (
      <Stack spacing={2}>
        {back}
        <MessagePage title={t('listingPage.notFoundTitle')} message={t('listingPage.notFound')} />
      </Stack>
    );
  }
  if (listing.isError) {
    return (
      <Stack spacing={2}>
        {back}
        <ListError message={listing.error.message} onRetry={() => void listing.refetch()} />
      </Stack>
    );
  }
  if (found === undefined) {
    return <ListLoading label={t('listingPage.loading')} />;
  }

  const requestPath = localized(`/${searchType}/listings/${found.id}/request-care`);
  return (
    <Stack spacing={3}>
      {back}
      <Box>
        <Typography variant="h4" component="h1">
          {found.name}
        </Typography>
        <Typography color="text.secondary">{found.agency.name}</Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" component={RouterLink} to={requestPath}>
          {t('listingPage.requestCare')}
        </Button>
        <Button
          variant="outlined"
          component={RouterLink}
          to={`${requestPath}?kind=${CareRequestKind.bookVisit}`}
        >
          {t('listingPage.bookVisit')}
        </Button>
      </Stack>
      {found.photos.length > 0 && (
        <Box
          component="ul"
          aria-label={t('listingPage.photos')}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
            gap: 1.5,
            listStyle: 'none',
            p: 0,
            m: 0,
          }}
        >
          {found.photos.map((photo, index) => (
            <li key={photo.id}>
              <ListingPhotoImage
                photo={photo}
                sizes={GALLERY_SIZES}
                alt={t('listingPage.photoAlt', { name: found.name, number: index + 1 })}
                style={{
                  width: '100%',
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                  display: 'block',
                }}
              />
            </li>
          ))}
        </Box>
      )}
      <SectionCard title={t('listingPage.about')}>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{found.description}</Typography>
      </SectionCard>
      <SectionCard title={t('listingPage.details')}>
        <ListingFacts listing={found} />
      </SectionCard>
      <ListingPlace listing={found} />
      <SectionCard title={t('listingPage.contact')}>
        <Stack spacing={1}>
          <Typography>{found.agency.name}</Typography>
          {found.agency.phone !== null && (
            <Link href={`tel:${found.agency.phone}`}>{found.agency.phone}</Link>
          )}
          {found.agency.website !== null && (
            <Link href={found.agency.website} rel="noopener noreferrer" target="_blank">
              {found.agency.website}
            </Link>
          )}
        </Stack>
      </SectionCard>
      {/* Last on the page: what arrives after the listing moves nothing a reader is looking at. */}
      <Suspense fallback={<ListLoading label={t('listingPage.loadingReviews')} />}>
        <ReviewsSection listingId={found.id} />
      </Suspense>
    </Stack>
  );
}
