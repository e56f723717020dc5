import {
  type CareRequestCreate,
  type CareRequestCreated,
  careRequestKindSchema,
  SEARCH_TYPE_PRODUCT,
  type SearchType,
} from '@hearth/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/ApiError.ts';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { ListError, ListLoading } from '../../../components/list/ListStatus.tsx';
import { useAuthDetails } from '../../identity/index.ts';
import { useRequestedListing, useSurvey } from './careRequestsApi.ts';
import { RequestCareForm } from './RequestCareForm.tsx';
import { RequestSent } from './RequestSent.tsx';

/** The listing id in the address, or null when it is no id at all. */
function useListingId(): number | null {
  const id = Number(useParams().listingId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Box>
      <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />}>
        {label}
      </Button>
    </Box>
  );
}

function ListingNotFound({ searchPath }: { searchPath: string }) {
  const { t } = useTranslation('careRequests');
  usePageTitle(t('request.notFound.title'));
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('request.notFound.title')}
      </Typography>
      <Alert severity="warning" role="alert">
        {t('request.notFound.message')}
      </Alert>
      <BackLink to={searchPath} label={t('request.backToSearch')} />
    </Stack>
  );
}

type Sent = { created: CareRequestCreated; request: CareRequestCreate };

/**
 * `/:locale/:searchType/listings/:listingId/request-care`: a family asks the listing's provider
 * for care or a visit (`?kind=bookVisit` opens on the visit), without an account.
 */
export type RequestCarePageProps = { searchType: SearchType };

export function RequestCarePage({ searchType }: RequestCarePageProps) {
  const { t } = useTranslation('careRequests');
  const localized = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const id = useListingId();
  const listing = useRequestedListing(id ?? 0, id !== null);
  const survey = useSurvey();
  const auth = useAuthDetails();
  const [sent, setSent] = useState<Sent | null>(null);
  const kind = careRequestKindSchema.safeParse(searchParams.get('kind')).data ?? 'requestCare';
  usePageTitle(
    listing.data ? t('request.titleFor', { name: listing.data.name }) : t('request.title'),
  );

  const searchPath = localized(`/${searchType}`);
  // A listing reached under another kind of care's address is not what the visitor followed.
  const wrongProduct =
    listing.data !== undefined && SEARCH_TYPE_PRODUCT[searchType] !== listing.data.product;
  if (
    id === null ||
    wrongProduct ||
    (listing.error instanceof ApiError && listing.error.code === 'not_found')
  ) {
    return <ListingNotFound searchPath={searchPath} />;
  }
  // The form takes its starting values once, so it waits to know who is asking.
  if (listing.isPending || survey.isPending || auth.isPending) {
    return <ListLoading label={t('request.loading')} />;
  }
  if (listing.isError || survey.isError) {
    return (
      <ListError
        message={(listing.error ?? survey.error)?.message ?? t('request.unavailable')}
        onRetry={() => {
          void listing.refetch();
          void survey.refetch();
        }}
      />
    );
  }

  const listingPath = localized(`/${searchType}/listings/${listing.data.id}`);
  if (sent !== null) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 800 }}>
        <RequestSent listing={listing.data} {...sent} />
        <BackLink to={listingPath} label={t('request.backToListing')} />
      </Stack>
    );
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 800, minWidth: 0 }}>
      <BackLink to={listingPath} label={t('request.backToListing')} />
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {t('request.titleFor', { name: listing.data.name })}
      </Typography>
      <Typography>{t('request.intro', { agency: listing.data.agency.name })}</Typography>
      <RequestCareForm
        listing={listing.data}
        questions={survey.data}
        initialKind={kind}
        requester={auth.data?.user ?? null}
        onSent={(created, request) => setSent({ created, request })}
      />
    </Stack>
  );
}
