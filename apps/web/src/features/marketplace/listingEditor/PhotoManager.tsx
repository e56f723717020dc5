import {
  LISTING_PHOTO_BYTES_MAX,
  LISTING_PHOTO_TYPES,
  LISTING_PHOTOS_MAX,
  type OwnListing,
} from '@hearth/domain';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldError } from '../../../api/fieldErrors.ts';
import { useFormMessages } from '../../../app/forms/formMessages.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { srcSetOf } from '../photos/ListingPhotoImage.tsx';
import { useRemovePhoto, useReorderPhotos, useUploadPhoto } from './listingEditorApi.ts';

export type PhotoManagerProps = { listing: OwnListing };

// One tile a row on a phone; from 600 px the tiles (at least 180 px) stay under twice that.
const TILE_SIZES = '(min-width: 600px) 376px, 100vw';

/** Moves one id a place earlier (-1) or later (+1) in the gallery. */
function moved(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  if (id !== undefined) {
    next.splice(index + step, 0, id);
  }
  return next;
}

/** A listing's gallery: upload (with progress), delete, and reorder by buttons; first is cover. */
export function PhotoManager({ listing }: PhotoManagerProps) {
  const { t } = useTranslation('listingEditor');
  const { fieldText } = useFormMessages();
  const input = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const upload = useUploadPhoto(listing.id);
  const remove = useRemovePhoto(listing.id);
  const reorder = useReorderPhotos(listing.id);
  const [tooLarge, setTooLarge] = useState(false);
  const ids = listing.photos.map((photo) => photo.id);
  const full = ids.length >= LISTING_PHOTOS_MAX;
  const busy = upload.isPending || remove.isPending || reorder.isPending;
  const failed = upload.error ?? remove.error ?? reorder.error;
  const failure =
    failed === null
      ? null
      : (fieldText(serverFieldError(failed, 'photo') ?? serverFieldError(failed, 'photoIds')) ??
        failed.message);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    // Said at once, instead of after sending megabytes the server would refuse.
    setTooLarge(file !== undefined && file.size > LISTING_PHOTO_BYTES_MAX);
    if (file !== undefined && file.size <= LISTING_PHOTO_BYTES_MAX) {
      upload.mutate(file);
    }
  };

  return (
    <SectionCard
      title={t('photos.title')}
      action={
        <Button
          variant="outlined"
          startIcon={<AddPhotoIcon />}
          disabled={full || busy}
          onClick={() => input.current?.click()}
        >
          {t('photos.add')}
        </Button>
      }
    >
      <input
        ref={input}
        type="file"
        hidden
        accept={LISTING_PHOTO_TYPES.join(',')}
        aria-label={t('photos.add')}
        onChange={choose}
      />
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {full
            ? t('photos.full', { max: LISTING_PHOTOS_MAX })
            : t('photos.hint', { count: ids.length, max: LISTING_PHOTOS_MAX })}
        </Typography>
        {upload.isPending && (
          <Box>
            <Typography variant="body2" id={progressId}>
              {t('photos.uploading')}
            </Typography>
            <LinearProgress
              aria-labelledby={progressId}
              variant={upload.progress === null ? 'indeterminate' : 'determinate'}
              value={Math.round((upload.progress ?? 0) * 100)}
            />
          </Box>
        )}
        {tooLarge && (
          <Alert severity="error" role="alert">
            {t('validation.photoTooLarge')}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        {ids.length === 0 ? (
          <Typography>{t('photos.none')}</Typography>
        ) : (
          <Box
            component="ol"
            aria-label={t('photos.title')}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
            }}
          >
            {listing.photos.map((photo, index) => {
              const position = { position: index + 1, count: ids.length };
              return (
                <Box component="li" key={photo.id} sx={{ minWidth: 0 }}>
                  <Box
                    component="img"
                    src={photo.url}
                    srcSet={srcSetOf(photo.sources)}
                    sizes={TILE_SIZES}
                    // At most eight tiles near the editor's top: the browser's own lazy loading
                    // is enough, without a placeholder standing in for the photo.
                    loading="lazy"
                    alt={t('photos.alt', { name: listing.name, ...position })}
                    sx={{
                      width: '100%',
                      aspectRatio: '4 / 3',
                      objectFit: 'cover',
                      borderRadius: 1,
                    }}
                  />
                  <Stack direction="row" sx={{ alignItems: 'center' }}>
                    <Typography variant="caption" sx={{ flexGrow: 1 }}>
                      {index === 0 ? t('photos.cover') : t('photos.position', position)}
                    </Typography>
                    <IconButton
                      aria-label={t('photos.moveEarlier', position)}
                      disabled={index === 0 || busy}
                      onClick={() => reorder.mutate(moved(ids, index, -1))}
                    >
                      <ArrowBackIcon />
                    </IconButton>
                    <IconButton
                      aria-label={t('photos.moveLater', position)}
                      disabled={index === ids.length - 1 || busy}
                      onClick={() => reorder.mutate(moved(ids, index, 1))}
                    >
                      <ArrowForwardIcon />
                    </IconButton>
                    <IconButton
                      aria-label={t('photos.delete', position)}
                      disabled={busy}
                      onClick={() => remove.mutate(photo.id)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Stack>
                </Box>
              );
            })}
          </Box>
        )}
      </Stack>
    </SectionCard>
  );
}
