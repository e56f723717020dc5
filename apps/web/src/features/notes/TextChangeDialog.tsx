import type { AppendedNote } from '@hearth/domain';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useNoteAction } from './noteActionsApi.ts';
import { type BodyRange, inContext, occurrences } from './textPlaces.ts';
import { useActionErrors } from './useActionErrors.ts';

export type TextChangeMode = 'insert' | 'strike';

export type TextChangeDialogProps = {
  mode: TextChangeMode;
  /** The note the action is sent to (the parent, also for its appended notes). */
  parent: Pick<AppendedNote, 'id' | 'kind'>;
  /** The note whose signed body changes: the parent or one appended to it. */
  target: AppendedNote;
  /** What the reader selected in the target's text, if anything. */
  selected: BodyRange | null;
  onClose: () => void;
};

/**
 * Strikes words of a signed body, or inserts words after some of them. The reader names the words
 * (selected on the page, or typed); when they occur more than once, the reader picks which.
 */
export function TextChangeDialog({
  mode,
  parent,
  target,
  selected,
  onClose,
}: TextChangeDialogProps) {
  const { t } = useTranslation('notes');
  const body = target.body;
  const [phrase, setPhrase] = useState(selected ? body.slice(selected.start, selected.end) : '');
  const [text, setText] = useState('');
  const found = occurrences(body, phrase);
  const selectedIndex = selected
    ? found.findIndex((place) => place.start === selected.start && place.end === selected.end)
    : -1;
  const [chosen, setChosen] = useState(Math.max(0, selectedIndex));
  const place = found[Math.min(chosen, found.length - 1)];
  const action = useNoteAction(parent);
  const { field, formError } = useActionErrors(action.error, ['text', 'start', 'end', 'offset']);
  const [missing, setMissing] = useState(false);

  const submit = () => {
    // An insert with no words named goes at the end of the note.
    const needsPlace = mode === 'strike' || phrase !== '';
    if ((needsPlace && place === undefined) || (mode === 'insert' && text.trim() === '')) {
      setMissing(true);
      return;
    }
    const done = { onSuccess: onClose };
    if (mode === 'strike' && place) {
      action.mutate(
        {
          action: 'strikeText',
          noteId: target.id,
          start: place.start,
          end: place.end,
          text: phrase,
        },
        done,
      );
    } else {
      action.mutate(
        { action: 'insertText', noteId: target.id, offset: place?.end ?? body.length, text },
        done,
      );
    }
  };

  const phraseProblem =
    missing && (mode === 'strike' || phrase !== '') && place === undefined
      ? t(phrase === '' ? 'change.phraseMissing' : 'change.phraseNotFound')
      : undefined;

  return (
    <FormDialog
      title={mode === 'strike' ? t('change.strikeTitle') : t('change.insertTitle')}
      submitLabel={mode === 'strike' ? t('change.strike') : t('change.insert')}
      formError={formError}
      pending={action.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {mode === 'strike' ? t('change.strikeHint') : t('change.insertHint')}
      </Typography>
      <TextField
        label={mode === 'strike' ? t('change.strikePhrase') : t('change.afterPhrase')}
        value={phrase}
        required={mode === 'strike'}
        autoFocus={phrase === ''}
        onChange={(event) => {
          setMissing(false);
          setPhrase(event.target.value);
          setChosen(0);
        }}
        error={phraseProblem !== undefined || (field('text') !== undefined && mode === 'strike')}
        helperText={
          phraseProblem ??
          (mode === 'strike' ? (field('text') ?? field('start')) : undefined) ??
          (mode === 'insert' ? t('change.afterPhraseHint') : undefined)
        }
      />
      {found.length > 1 && (
        <TextField
          select
          label={t('change.which', { count: found.length })}
          value={String(Math.min(chosen, found.length - 1))}
          onChange={(event) => setChosen(Number(event.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {found.map((occurrence, index) => (
            <option key={occurrence.start} value={index}>
              {inContext(body, occurrence)}
            </option>
          ))}
        </TextField>
      )}
      {mode === 'insert' && (
        <TextField
          label={t('change.insertText')}
          value={text}
          required
          multiline
          minRows={2}
          autoFocus={phrase !== ''}
          onChange={(event) => {
            setMissing(false);
            setText(event.target.value);
          }}
          error={(missing && text.trim() === '') || field('text') !== undefined}
          helperText={
            missing && text.trim() === ''
              ? t('change.textMissing')
              : (field('text') ?? field('offset'))
          }
        />
      )}
    </FormDialog>
  );
}
