import {
  type CaregiverDocument,
  type CaregiverDocumentWriteInput,
  CertificationKind,
  caregiverDocumentWriteSchema,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { placeServerError } from '../../app/forms/serverErrors.ts';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useSaveDocument } from './caregiversApi.ts';

export type DocumentDialogProps = {
  caregiverId: number;
  /** The document to change, or null to add one. */
  document: CaregiverDocument | null;
  onClose: () => void;
  onSaved: () => void;
};

type DocumentOutput = z.output<typeof caregiverDocumentWriteSchema>;
const FIELDS = ['kind', 'number', 'issuedOn', 'expiresOn', 'notes'];
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

/** Adds a certificate or check, or changes one (a renewal brings new dates and a number). */
export function DocumentDialog({ caregiverId, document, onClose, onSaved }: DocumentDialogProps) {
  const { t } = useTranslation('caregivers');
  const label = useLabel();
  const titleId = useId();
  const { errorMap, fieldText } = useFormMessages();
  const save = useSaveDocument(caregiverId, document?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    CaregiverDocumentWriteInput,
    unknown,
    DocumentOutput
  >({
    resolver: zodResolver(caregiverDocumentWriteSchema, { error: errorMap }),
    defaultValues: {
      kind: document?.kind ?? CertificationKind.firstAidCpr,
      number: document?.number ?? '',
      issuedOn: document?.issuedOn ?? '',
      expiresOn: document?.expiresOn ?? null,
      notes: document?.notes ?? '',
    },
  });
  const problem = (error: { message?: string | undefined } | undefined) => ({
    error: error !== undefined,
    helperText: fieldText(error?.message),
  });

  const submit = handleSubmit((values) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: onSaved,
      onError: (error) =>
        setFailure(placeServerError(error, setError, (field) => FIELDS.includes(field))),
    });
  });

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {t(document === null ? 'documents.addTitle' : 'documents.editTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextField
              select
              label={t('documents.kind')}
              required
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              {...register('kind')}
              {...problem(formState.errors.kind)}
            >
              {CertificationKind.codes.map((kind) => (
                <option key={kind} value={kind}>
                  {label(CertificationKind.labelKey(kind))}
                </option>
              ))}
            </TextField>
            <TextField
              label={t('documents.number')}
              autoComplete="off"
              {...register('number')}
              {...problem(formState.errors.number)}
            />
            <TextField
              type="date"
              label={t('documents.issuedOn')}
              required
              slotProps={{ inputLabel: { shrink: true } }}
              {...register('issuedOn')}
              {...problem(formState.errors.issuedOn)}
            />
            <TextField
              type="date"
              label={t('documents.expiresOn')}
              slotProps={{ inputLabel: { shrink: true } }}
              {...register('expiresOn', { setValueAs: emptyAsNull })}
              {...problem(formState.errors.expiresOn)}
              helperText={
                fieldText(formState.errors.expiresOn?.message) ?? t('documents.expiresHint')
              }
            />
            <TextField
              label={t('documents.notes')}
              multiline
              minRows={2}
              {...register('notes')}
              {...problem(formState.errors.notes)}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('actions.cancel')}
          </Button>
          <SpinnerButton type="submit" variant="contained" spinning={save.isPending}>
            {t('documents.save')}
          </SpinnerButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
