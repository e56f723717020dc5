import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/ApiError.ts';
import { MessagePage } from '../../../app/errors/MessagePage.tsx';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { ListError, ListLoading } from '../../../components/list/ListStatus.tsx';
import { useAuthDetails } from '../../identity/index.ts';
import { emptyListing, toFormValues } from './formValues.ts';
import { ListingForm } from './ListingForm.tsx';
import { useOwnListing } from './listingEditorApi.ts';
import { PhotoManager } from './PhotoManager.tsx';
import { PublishControls } from './PublishControls.tsx';
import { ownAgencyOf } from './permissions.ts';

const idOf = (text: string | null | undefined) =>
  text !== null && text !== undefined && /^\d+$/.test(text) ? Number(text) : null;

function EditorFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('listingEditor');
  const localized = useLocalizedPath();
  usePageTitle(title);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Button
        component={RouterLink}
        to={localized('/user/listings')}
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('back')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** Adding a listing: a draft of the agency's, then its editor opens for photos and publishing. */
export function NewListingPage() {
  const { t } = useTranslation('listingEditor');
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: details } = useAuthDetails();
  const agencyId = ownAgencyOf(details ?? null) ?? idOf(searchParams.get('agencyId'));
  if (agencyId === null) {
    return (
      <EditorFrame title={t('form.titleNew')}>
        <Typography>{t('agency.pickFirst')}</Typography>
      </EditorFrame>
    );
  }
  return (
    <EditorFrame title={t('form.titleNew')}>
      <ListingForm
        listing={null}
        agencyId={agencyId}
        defaultValues={emptyListing}
        cancelTo={localized('/user/listings')}
        onSaved={(created) => void navigate(localized(`/user/listings/${created.id}`))}
      />
    </EditorFrame>
  );
}

/** One listing's editor: its details, photos and whether it is published. */
export function EditListingPage() {
  const { t } = useTranslation('listingEditor');
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const id = idOf(useParams().listingId);
  const query = useOwnListing(id);
  const listing = query.data;
  const [saved, setSaved] = useState(false);

  if (id === null || (query.error instanceof ApiError && query.error.code === 'not_found')) {
    return <MessagePage title={t('notFound.title')} message={t('notFound.message')} />;
  }
  if (query.isPending) {
    return <ListLoading label={t('loading')} />;
  }
  if (query.isError || listing === undefined) {
    return <ListError message={query.error?.message ?? ''} onRetry={() => void query.refetch()} />;
  }
  const listPath = localized('/user/listings');
  return (
    <EditorFrame title={t('form.titleEdit', { name: listing.name })}>
      <PublishControls listing={listing} onRetired={() => void navigate(listPath)} />
      <PhotoManager listing={listing} />
      <ListingForm
        // A fresh form for another listing; the same one keeps what is being typed.
        key={listing.id}
        listing={listing}
        agencyId={listing.agency.id}
        defaultValues={toFormValues(listing)}
        cancelTo={listPath}
        onSaved={() => setSaved(true)}
      />
      {/* The editor stays open after saving (photos and publishing are on the same page); the
          confirmation sits by the save button, where the eyes are. */}
      {saved && (
        <Alert severity="success" role="status" onClose={() => setSaved(false)}>
          {t('form.saved')}
        </Alert>
      )}
    </EditorFrame>
  );
}
