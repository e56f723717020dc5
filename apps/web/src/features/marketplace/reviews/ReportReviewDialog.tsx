import { reviewReportCreateSchema } from '@hearth/domain';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../api/ApiError.ts';
import { useFormMessages } from '../../../app/forms/formMessages.ts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useReportReview } from './reviewsApi.ts';

export type ReportReviewDialogProps = {
  listingId: number;
  reviewId: number;
  onClose: () => void;
};

/** Tells the admins a review is abusive, and why; they decide whether to hide it. */
export function ReportReviewDialog({ listingId, reviewId, onClose }: ReportReviewDialogProps) {
  const { t } = useTranslation('reviews');
  const { errorMap, fieldText } = useFormMessages();
  const reporting = useReportReview(listingId);
  const [reason, setReason] = useState('');
  const [checkError, setCheckError] = useState<string | undefined>();
  const serverError =
    reporting.error instanceof ApiError ? reporting.error.fieldErrors.reason?.[0] : undefined;
  const reasonError = fieldText(checkError ?? serverError);
  const formError =
    reporting.error === null || reasonError !== undefined ? null : reporting.error.message;
  const submit = () => {
    const checked = reviewReportCreateSchema.safeParse({ reason }, { error: errorMap });
    if (!checked.success) {
      setCheckError(z.flattenError(checked.error).fieldErrors.reason?.[0]);
      return;
    }
    setCheckError(undefined);
    reporting.mutate({ reviewId, reason: checked.data.reason }, { onSuccess: onClose });
  };
  return (
    <FormDialog
      title={t('report.title')}
      submitLabel={t('report.submit')}
      formError={formError}
      pending={reporting.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography>{t('report.message')}</Typography>
      <TextField
        label={t('report.reason')}
        required
        multiline
        minRows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={reasonError !== undefined}
        helperText={reasonError}
      />
    </FormDialog>
  );
}
