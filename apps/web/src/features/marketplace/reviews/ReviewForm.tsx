import { RATING_MAX, REVIEW_BODY_MAX, type Review, reviewWriteSchema } from '@hearth/domain';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../api/ApiError.ts';
import { useFormMessages } from '../../../app/forms/formMessages.ts';
import { FormAlerts } from '../../../components/FormAlerts.tsx';
import { SpinnerButton } from '../../../components/SpinnerButton.tsx';
import { useSaveReview } from './reviewsApi.ts';

export type ReviewFormProps = {
  listingId: number;
  /** The family's own review when editing it; null for a first review. */
  review: Review | null;
  onDone: () => void;
  onCancel?: () => void;
};

type Errors = Partial<Record<'rating' | 'body', string[]>>;

/** A family's stars and words about the care they had; the same form edits them later. */
export function ReviewForm({ listingId, review, onDone, onCancel }: ReviewFormProps) {
  const { t } = useTranslation('reviews');
  const { errorMap, fieldText } = useFormMessages();
  const saving = useSaveReview(listingId);
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [body, setBody] = useState(review?.body ?? '');
  // Checked here first with the server's own schema, so a mistake reads in the page's language.
  const [checkErrors, setCheckErrors] = useState<Errors>({});
  const ratingLabelId = useId();
  const serverErrors: Errors = saving.error instanceof ApiError ? saving.error.fieldErrors : {};
  const errors = { ...serverErrors, ...checkErrors };
  const ratingError = fieldText(errors.rating?.[0]);
  const bodyError = fieldText(errors.body?.[0]);
  const failure =
    saving.error === null || ratingError !== undefined || bodyError !== undefined
      ? null
      : saving.error.message;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = reviewWriteSchema.safeParse({ rating, body }, { error: errorMap });
    if (!checked.success) {
      setCheckErrors(z.flattenError(checked.error).fieldErrors);
      return;
    }
    setCheckErrors({});
    // Awaited rather than a callback of `mutate`: the saved review refreshes the viewer, which
    // replaces this form before such a callback would run, and the thanks would never show.
    saving
      .mutateAsync({ reviewId: review?.id ?? null, body: checked.data })
      .then(onDone, () => undefined);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('form.label')}>
      <FormAlerts failure={failure} errorCount={0} />
      <FormControl error={ratingError !== undefined}>
        <FormLabel id={ratingLabelId}>{t('form.rating')}</FormLabel>
        <Rating
          name={`review-rating-${listingId}`}
          value={rating}
          max={RATING_MAX}
          onChange={(_event, value) => setRating(value)}
          getLabelText={(stars) => t('form.stars', { count: stars })}
          aria-labelledby={ratingLabelId}
          size="large"
        />
        {ratingError !== undefined && <FormHelperText>{ratingError}</FormHelperText>}
      </FormControl>
      <TextField
        label={t('form.body')}
        required
        multiline
        minRows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={bodyError !== undefined}
        helperText={bodyError ?? t('form.bodyHelp', { max: REVIEW_BODY_MAX })}
        slotProps={{ htmlInput: { maxLength: REVIEW_BODY_MAX } }}
      />
      <Stack direction="row" spacing={1}>
        <SpinnerButton type="submit" variant="contained" spinning={saving.isPending}>
          {review === null ? t('form.submit') : t('form.save')}
        </SpinnerButton>
        {onCancel !== undefined && (
          <Button onClick={onCancel} disabled={saving.isPending}>
            {t('form.cancel')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
