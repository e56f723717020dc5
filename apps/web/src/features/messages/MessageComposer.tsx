import {
  PATIENT_MESSAGE_MAX,
  type PatientMessageCreate,
  patientMessageCreateSchema,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { placeServerError } from '../../app/forms/serverErrors.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { usePostMessage } from './messagesApi.ts';

export type MessageComposerProps = { patientId: number };

/** Writes one message; the field empties once it is sent, and keeps the text when it is not. */
export function MessageComposer({ patientId }: MessageComposerProps) {
  const { t } = useTranslation('messages');
  const { errorMap, fieldText } = useFormMessages();
  const mutation = usePostMessage(patientId);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, watch, formState } =
    useForm<PatientMessageCreate>({
      resolver: zodResolver(patientMessageCreateSchema, { error: errorMap }),
      defaultValues: { body: '' },
    });
  const length = watch('body').length;

  const submit = handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values, {
      onSuccess: () => reset({ body: '' }),
      onError: (error) => {
        const unplaced = placeServerError(error, setError, (field) => field === 'body');
        setFailure(unplaced === null ? null : (fieldText(unplaced) ?? unplaced));
      },
    });
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      aria-label={t('compose.label')}
      onSubmit={(event) => void submit(event)}
    >
      {failure && (
        <Alert severity="error" role="alert">
          {t('compose.failed', { message: failure })}
        </Alert>
      )}
      <TextField
        label={t('compose.message')}
        multiline
        minRows={3}
        required
        {...register('body')}
        error={formState.errors.body !== undefined}
        helperText={
          fieldText(formState.errors.body?.message) ??
          t('compose.hint', { count: length, max: PATIENT_MESSAGE_MAX })
        }
      />
      <SpinnerButton
        type="submit"
        variant="contained"
        spinning={mutation.isPending}
        sx={{ alignSelf: 'flex-end' }}
      >
        {t('compose.send')}
      </SpinnerButton>
    </Stack>
  );
}
