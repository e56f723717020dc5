import { NOTE_EXTEND_HOURS_MAX, type Note } from '@hearth/domain';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/DateTime.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useNoteAction } from './noteActionsApi.ts';
import { useActionErrors } from './useActionErrors.ts';

/** The usual extensions: a day, three days, a week, the longest one allowed. */
const CHOICES = [24, 72, 168, NOTE_EXTEND_HOURS_MAX] as const;

export type ExtendDialogProps = {
  note: Pick<Note, 'id' | 'kind' | 'amendableUntil'>;
  onClose: () => void;
};

/** Gives the note's writers longer to amend it (append, insert, strike). */
export function ExtendDialog({ note, onClose }: ExtendDialogProps) {
  const { t } = useTranslation('notes');
  const [hours, setHours] = useState<number>(72);
  const action = useNoteAction(note);
  const { field, formError } = useActionErrors(action.error, ['hours']);
  return (
    <FormDialog
      title={t('extend.title')}
      submitLabel={t('extend.submit')}
      formError={formError}
      pending={action.isPending}
      onSubmit={() => action.mutate({ action: 'extend', hours }, { onSuccess: onClose })}
      onClose={onClose}
    >
      {note.amendableUntil && (
        <Typography variant="body2">
          {t('extend.until')} <DateTime value={note.amendableUntil} />
        </Typography>
      )}
      <TextField
        select
        label={t('extend.by')}
        value={String(hours)}
        onChange={(event) => setHours(Number(event.target.value))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        error={field('hours') !== undefined}
        helperText={field('hours') ?? t('extend.hint')}
      >
        {CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t('extend.days', { count: choice / 24 })}
          </option>
        ))}
      </TextField>
    </FormDialog>
  );
}
