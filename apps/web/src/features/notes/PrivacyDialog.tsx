import { type Note, NotePrivacy } from '@hearth/domain';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useNoteAction } from './noteActionsApi.ts';
import { usePrivacyLabel } from './noteLabels.ts';
import { useActionErrors } from './useActionErrors.ts';

export type PrivacyDialogProps = {
  note: Pick<Note, 'id' | 'kind' | 'privacy'>;
  onClose: () => void;
};

/** Who may read the note from now on. */
export function PrivacyDialog({ note, onClose }: PrivacyDialogProps) {
  const { t } = useTranslation('notes');
  const privacyLabel = usePrivacyLabel();
  const [privacy, setPrivacy] = useState<NotePrivacy>(note.privacy);
  const action = useNoteAction(note);
  const { field, formError } = useActionErrors(action.error, ['privacy']);
  return (
    <FormDialog
      title={t('privacy.title')}
      submitLabel={t('privacy.submit')}
      formError={formError}
      pending={action.isPending}
      onSubmit={() => action.mutate({ action: 'updatePrivacy', privacy }, { onSuccess: onClose })}
      onClose={onClose}
    >
      <TextField
        select
        label={t('privacy.level')}
        value={String(privacy)}
        onChange={(event) => {
          const chosen = Number(event.target.value);
          if (NotePrivacy.isCode(chosen)) {
            setPrivacy(chosen);
          }
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        error={field('privacy') !== undefined}
        helperText={field('privacy') ?? t('privacy.hint')}
      >
        {NotePrivacy.codes.map((code) => (
          <option key={code} value={code}>
            {privacyLabel(code)}
          </option>
        ))}
      </TextField>
    </FormDialog>
  );
}
