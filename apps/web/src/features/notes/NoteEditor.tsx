import {
  NOTE_BODY_MAX,
  NOTE_TITLE_MAX,
  type Note,
  type NoteDraftUpdateInput,
  NotePrivacy,
} from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import type { KeptDraft } from './keptDraft.ts';
import { useNoteTypeLabel, usePrivacyLabel } from './noteLabels.ts';
import {
  useCreateNote,
  useNoteTemplates,
  useNoteTypes,
  useSignNote,
  useUpdateDraft,
} from './notesApi.ts';
import { type NotesOwner, ownerKey, ownerNoteKind } from './notesOwner.ts';
import { useActionErrors } from './useActionErrors.ts';
import { useKeptDraft } from './useKeptDraft.ts';

const EDITOR_FIELDS = ['noteTypeId', 'templateId', 'privacy', 'title', 'body'] as const;

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

const fieldsOf = (draft: Note | null): KeptDraft => ({
  noteTypeId: draft?.noteType.id ?? null,
  templateId: draft?.templateId ?? null,
  privacy: draft?.privacy ?? NotePrivacy.careTeam,
  title: draft?.title ?? '',
  body: draft?.body ?? '',
});

export type NoteEditorProps = {
  owner: NotesOwner;
  /** The draft to go on with; null writes a new note. */
  draft: Note | null;
  onClose: () => void;
  /** After saving (`signed` false) or signing. */
  onDone: (signed: boolean) => void;
};

/**
 * Writes a note: a template prefills type, title and body; the draft is saved for later or
 * signed, which freezes its text. What is typed is kept on this browser until the server has it.
 */
export function NoteEditor({ owner, draft, onClose, onDone }: NoteEditorProps) {
  const { t } = useTranslation('notes');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const kind = ownerNoteKind(owner);
  const [savedId, setSavedId] = useState<number | null>(draft?.id ?? null);
  const kept = useKeptDraft(ownerKey(owner), savedId, fieldsOf(draft));
  const { values, setValues } = kept;
  const types = useNoteTypes(kind);
  const templates = useNoteTemplates(kind);
  const create = useCreateNote(owner);
  const update = useUpdateDraft(kind);
  const sign = useSignNote(kind);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<Error | null>(null);
  const [typeMissing, setTypeMissing] = useState(false);
  const typeLabel = useNoteTypeLabel();
  const privacyLabel = usePrivacyLabel();
  const pending = create.isPending || update.isPending || sign.isPending;
  const { field: fieldError, formError } = useActionErrors(failure, EDITOR_FIELDS);

  const set = (changes: Partial<KeptDraft>) => setValues((current) => ({ ...current, ...changes }));

  const pickTemplate = (value: string) => {
    const template = templates.data?.find((candidate) => String(candidate.id) === value);
    if (template === undefined) {
      set({ templateId: null });
      return;
    }
    set({
      templateId: template.id,
      noteTypeId: template.noteTypeId,
      title: template.title ?? '',
      body: template.body,
    });
  };

  /** The draft as the server then holds it: created the first time, updated after. */
  const save = async (): Promise<number | null> => {
    setFailure(null);
    if (values.noteTypeId === null) {
      setTypeMissing(true);
      return null;
    }
    const fields: NoteDraftUpdateInput = { ...values, noteTypeId: values.noteTypeId };
    try {
      const saved =
        savedId === null
          ? await create.mutateAsync(fields)
          : await update.mutateAsync({ id: savedId, fields });
      kept.drop();
      setSavedId(saved.id);
      return saved.id;
    } catch (error) {
      setFailure(error instanceof Error ? error : new Error(String(error)));
      return null;
    }
  };

  const saveDraft = async () => {
    if ((await save()) !== null) {
      onDone(false);
    }
  };

  const signNote = async () => {
    const id = await save();
    if (id === null) {
      setConfirming(false);
      return;
    }
    try {
      await sign.mutateAsync(id);
      kept.drop();
      onDone(true);
    } catch (error) {
      setConfirming(false);
      setFailure(error instanceof Error ? error : new Error(String(error)));
    }
  };

  const startOver = () => {
    kept.drop();
    setValues(fieldsOf(draft));
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{draft ? t('editor.editTitle') : t('editor.newTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {kept.restored && (
            <Alert
              severity="info"
              role="status"
              action={
                <Button color="inherit" size="small" onClick={startOver}>
                  {t('editor.startOver')}
                </Button>
              }
            >
              {t('editor.restored')}
            </Alert>
          )}
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          {draft === null && (
            <TextField
              select
              label={t('editor.template')}
              value={values.templateId === null ? '' : String(values.templateId)}
              onChange={(event) => pickTemplate(event.target.value)}
              slotProps={nativeSelect}
              helperText={t('editor.templateHint')}
            >
              <option value="">{t('editor.noTemplate')}</option>
              {(templates.data ?? []).map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </TextField>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              required
              fullWidth
              label={t('editor.type')}
              value={values.noteTypeId === null ? '' : String(values.noteTypeId)}
              onChange={(event) => {
                setTypeMissing(false);
                set({ noteTypeId: event.target.value === '' ? null : Number(event.target.value) });
              }}
              slotProps={nativeSelect}
              error={typeMissing || fieldError('noteTypeId') !== undefined}
              helperText={typeMissing ? t('editor.typeMissing') : fieldError('noteTypeId')}
            >
              <option value="">{t('editor.chooseType')}</option>
              {(types.data ?? []).map((type) => (
                <option key={type.id} value={type.id}>
                  {typeLabel(type)}
                </option>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              label={t('editor.privacy')}
              value={String(values.privacy)}
              onChange={(event) => set({ privacy: Number(event.target.value) })}
              slotProps={nativeSelect}
              error={fieldError('privacy') !== undefined}
              helperText={fieldError('privacy') ?? t('editor.privacyHint')}
            >
              {NotePrivacy.codes.map((privacy) => (
                <option key={privacy} value={privacy}>
                  {privacyLabel(privacy)}
                </option>
              ))}
            </TextField>
          </Stack>
          <TextField
            label={t('editor.title')}
            value={values.title}
            onChange={(event) => set({ title: event.target.value })}
            slotProps={{ htmlInput: { maxLength: NOTE_TITLE_MAX } }}
            error={fieldError('title') !== undefined}
            helperText={fieldError('title')}
          />
          <TextField
            label={t('editor.body')}
            value={values.body}
            onChange={(event) => set({ body: event.target.value })}
            multiline
            minRows={8}
            slotProps={{ htmlInput: { maxLength: NOTE_BODY_MAX } }}
            error={fieldError('body') !== undefined}
            helperText={fieldError('body') ?? t('editor.bodyHint')}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={pending}>
          {t('editor.close')}
        </Button>
        <SpinnerButton
          variant="outlined"
          spinning={create.isPending || update.isPending}
          disabled={pending}
          onClick={() => void saveDraft()}
        >
          {t('editor.saveDraft')}
        </SpinnerButton>
        <Button
          variant="contained"
          disabled={pending}
          onClick={() => (values.noteTypeId === null ? setTypeMissing(true) : setConfirming(true))}
        >
          {t('editor.sign')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={t('editor.signTitle')}
        message={t('editor.signMessage')}
        confirmLabel={t('editor.signConfirm')}
        pending={pending}
        error={null}
        onConfirm={() => void signNote()}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
