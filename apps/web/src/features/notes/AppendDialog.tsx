import { type Note, NotePrivacy } from '@hearth/domain';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useNoteAction } from './noteActionsApi.ts';
import { usePrivacyLabel } from './noteLabels.ts';
import { useActionErrors } from './useActionErrors.ts';

export type AppendDialogProps = { note: Note; onClose: () => void };

/** An addendum: a note of its own under this one, signed as it is made. */
export function AppendDialog({ note, onClose }: AppendDialogProps) {
  const { t } = useTranslation('notes');
  const privacyLabel = usePrivacyLabel();
  const [body, setBody] = useState('');
  const [title, setTitle] = useState('');
  const [privacy, setPrivacy] = useState<string>('');
  const [missing, setMissing] = useState(false);
  const action = useNoteAction(note);
  const { field, formError } = useActionErrors(action.error, ['body', 'title', 'privacy']);

  const submit = () => {
    if (body.trim() === '') {
      setMissing(true);
      return;
    }
    const chosen = Number(privacy);
    action.mutate(
      {
        action: 'appendNote',
        body,
        title,
        ...(NotePrivacy.isCode(chosen) ? { privacy: chosen } : {}),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <FormDialog
      title={t('append.title')}
      submitLabel={t('append.submit')}
      formError={formError}
      pending={action.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('append.heading')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={field('title') !== undefined}
        helperText={field('title')}
      />
      <TextField
        label={t('append.body')}
        value={body}
        required
        multiline
        minRows={4}
        autoFocus
        onChange={(event) => {
          setMissing(false);
          setBody(event.target.value);
        }}
        error={(missing && body.trim() === '') || field('body') !== undefined}
        helperText={
          missing && body.trim() === ''
            ? t('append.bodyMissing')
            : (field('body') ?? t('append.hint'))
        }
      />
      <TextField
        select
        label={t('append.privacy')}
        value={privacy}
        onChange={(event) => setPrivacy(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        error={field('privacy') !== undefined}
        helperText={field('privacy') ?? t('append.privacyHint')}
      >
        <option value="">{t('append.sameAsNote', { level: privacyLabel(note.privacy) })}</option>
        {NotePrivacy.codes.map((code) => (
          <option key={code} value={code}>
            {privacyLabel(code)}
          </option>
        ))}
      </TextField>
    </FormDialog>
  );
}
