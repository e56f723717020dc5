import { REVIEW_REPLY_MAX, type Review, reviewReplyWriteSchema } from '@hearth/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../api/ApiError.ts';
import { useFormMessages } from '../../../app/forms/formMessages.ts';
import { FormAlerts } from '../../../components/FormAlerts.tsx';
import { SpinnerButton } from '../../../components/SpinnerButton.tsx';
import { useSaveReply } from './reviewsApi.ts';

export type ReplyFormProps = { review: Review; onDone: () => void; onCancel: () => void };

/** The organisation's one public answer to a review; the same form edits it. */
export function ReplyForm({ review, onDone, onCancel }: ReplyFormProps) {
  const { t } = useTranslation('reviews');
  const { errorMap, fieldText } = useFormMessages();
  const saving = useSaveReply(review.listingId);
  const [body, setBody] = useState(review.reply?.body ?? '');
  const [checkError, setCheckError] = useState<string | undefined>();
  const serverError =
    saving.error instanceof ApiError ? saving.error.fieldErrors.body?.[0] : undefined;
  const bodyError = fieldText(checkError ?? serverError);
  const failure = saving.error === null || bodyError !== undefined ? null : saving.error.message;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = reviewReplyWriteSchema.safeParse({ body }, { error: errorMap });
    if (!checked.success) {
      setCheckError(z.flattenError(checked.error).fieldErrors.body?.[0]);
      return;
    }
    setCheckError(undefined);
    saving.mutate({ reviewId: review.id, body: checked.data.body }, { onSuccess: onDone });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5}>
      <FormAlerts failure={failure} errorCount={0} />
      <TextField
        label={t('reply.label')}
        required
        multiline
        minRows={2}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={bodyError !== undefined}
        helperText={bodyError ?? t('reply.help')}
        slotProps={{ htmlInput: { maxLength: REVIEW_REPLY_MAX } }}
      />
      <Stack direction="row" spacing={1}>
        <SpinnerButton type="submit" variant="contained" spinning={saving.isPending}>
          {t('reply.submit')}
        </SpinnerButton>
        <Button onClick={onCancel} disabled={saving.isPending}>
          {t('form.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
