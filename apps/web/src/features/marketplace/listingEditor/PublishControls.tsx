import { listingPagePath, type OwnListing } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { usePublishListing, useRetireListing } from './listingEditorApi.ts';

export type PublishControlsProps = { listing: OwnListing; onRetired: () => void };

/** Whether families can find the listing, its public page, and retiring it for good. */
export function PublishControls({ listing, onRetired }: PublishControlsProps) {
  const { t } = useTranslation('listingEditor');
  const localized = useLocalizedPath();
  const publish = usePublishListing(listing.id);
  const retire = useRetireListing(listing.id);
  const [confirming, setConfirming] = useState(false);

  return (
    <SectionCard title={t('publish.title')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FormControlLabel
          control={
            <Switch
              checked={listing.published}
              disabled={publish.isPending}
              onChange={(event) => publish.mutate(event.target.checked)}
            />
          }
          label={t('publish.switch')}
        />
        <Typography role="status" variant="body2">
          {listing.published ? t('publish.isPublished') : t('publish.isDraft')}
        </Typography>
        {publish.error && (
          <Alert severity="error" role="alert">
            {publish.error.message}
          </Alert>
        )}
        {/* The public page shows published listings only; a draft's link would lead nowhere. */}
        {listing.published ? (
          <Link component={RouterLink} to={localized(listingPagePath(listing))}>
            {t('publish.view')}
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('publish.viewAfter')}
          </Typography>
        )}
        <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
          {t('retire.action')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('retire.title')}
        message={t('retire.message', { name: listing.name })}
        confirmLabel={t('retire.confirm')}
        destructive
        pending={retire.isPending}
        error={retire.error}
        onConfirm={() => retire.mutate(undefined, { onSuccess: onRetired })}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
