import { CAREGIVER_PHOTO_BYTES_MAX, type Caregiver, PHOTO_TYPES } from '@hearth/domain';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldError } from '../../api/fieldErrors.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useRemoveCaregiverPhoto, useUploadCaregiverPhoto } from './caregiversApi.ts';

export type CaregiverPhotoFieldProps = { caregiver: Caregiver };

/** A caregiver's profile photo: upload, replace or remove it; the initial shows without one. */
export function CaregiverPhotoField({ caregiver }: CaregiverPhotoFieldProps) {
  const { t } = useTranslation('caregivers');
  const { fieldText } = useFormMessages();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadCaregiverPhoto(caregiver.id);
  const remove = useRemoveCaregiverPhoto(caregiver.id);
  const [tooLarge, setTooLarge] = useState(false);
  const [done, setDone] = useState<'saved' | 'removed' | null>(null);
  const busy = upload.isPending || remove.isPending;
  const failed = upload.error ?? remove.error;
  const failure =
    failed === null ? null : (fieldText(serverFieldError(failed, 'photo')) ?? failed.message);
  const name = caregiver.firstName;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setDone(null);
    // Said at once, instead of after sending megabytes the server would refuse.
    setTooLarge(file !== undefined && file.size > CAREGIVER_PHOTO_BYTES_MAX);
    if (file !== undefined && file.size <= CAREGIVER_PHOTO_BYTES_MAX) {
      upload.mutate(file, { onSuccess: () => setDone('saved') });
    }
  };

  return (
    <SectionCard title={t('photo.title')}>
      <input
        ref={input}
        type="file"
        hidden
        accept={PHOTO_TYPES.join(',')}
        aria-label={t('photo.choose', { name })}
        onChange={choose}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Avatar
          src={caregiver.photoUrl ?? undefined}
          alt={caregiver.photoUrl === null ? undefined : t('photo.alt', { name })}
          aria-hidden={caregiver.photoUrl === null ? true : undefined}
          sx={{ width: 96, height: 96, fontSize: '2rem' }}
        >
          {name.charAt(0)}
        </Avatar>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" id={hintId}>
            {caregiver.photoUrl === null ? t('photo.none') : t('photo.hint')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<AddPhotoIcon />}
              disabled={busy}
              aria-describedby={hintId}
              onClick={() => input.current?.click()}
            >
              {caregiver.photoUrl === null ? t('photo.upload') : t('photo.replace')}
            </Button>
            {caregiver.photoUrl !== null && (
              <Button
                color="error"
                startIcon={<DeleteIcon />}
                disabled={busy}
                onClick={() => {
                  setDone(null);
                  remove.mutate(undefined, { onSuccess: () => setDone('removed') });
                }}
              >
                {t('photo.remove')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Stack>
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {busy ? t('photo.working') : done === null ? '' : t(`photo.${done}`)}
      </Typography>
      {tooLarge && (
        <Alert severity="error" role="alert">
          {t('photo.validation.tooLarge')}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </SectionCard>
  );
}
