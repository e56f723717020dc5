import { type VisitException, visitExceptionResolveSchema } from '@hearth/domain';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldError } from '../../api/fieldErrors.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useExceptionText } from './useExceptionText.ts';
import { useResolveException } from './visitVerificationApi.ts';

export type ResolveExceptionDialogProps = {
  exception: VisitException;
  onClose: () => void;
};

/** Settles one exception with a note of how: the note stays with it for the record. */
export function ResolveExceptionDialog({ exception, onClose }: ResolveExceptionDialogProps) {
  const { t } = useTranslation('visitVerification');
  const { fieldText } = useFormMessages();
  const text = useExceptionText();
  const resolve = useResolveException(exception.id);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>(undefined);
  const serverNoteError = fieldText(serverFieldError(resolve.error, 'note'));
  const shownNoteError = noteError ?? serverNoteError;

  const submit = () => {
    const parsed = visitExceptionResolveSchema.safeParse({ note });
    if (!parsed.success) {
      setNoteError(t('resolve.noteRequired'));
      return;
    }
    setNoteError(undefined);
    resolve.mutate(parsed.data.note, { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={t('resolve.title')}
      submitLabel={t('resolve.submit')}
      formError={resolve.isError && serverNoteError === undefined ? resolve.error.message : null}
      pending={resolve.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography>
        {t('resolve.about', {
          kind: text.kind(exception.kind),
          patient: exception.patient.name,
          when: text.visitTime(exception.startsAt),
        })}
      </Typography>
      <TextField
        label={t('resolve.note')}
        required
        autoFocus
        multiline
        minRows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={shownNoteError !== undefined}
        helperText={shownNoteError ?? t('resolve.noteHelp')}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </FormDialog>
  );
}
