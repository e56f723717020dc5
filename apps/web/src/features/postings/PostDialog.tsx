import {
  POSTING_NOTE_MAX,
  type PostingCreate,
  type PostingCreateInput,
  postingCreateSchema,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { placeServerError } from '../../app/forms/serverErrors.ts';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useCreatePosting, usePostingCandidates } from './postingsApi.ts';

export type PostDialogProps = { assessmentId: number; onClose: () => void; onPosted: () => void };

type Choice = { id: number; name: string; profession?: string | null };

type ChoicesProps = {
  control: Control<PostingCreateInput, unknown, PostingCreate>;
  name: 'agencyIds' | 'caregiverIds';
  legend: string;
  empty: string;
  choices: readonly Choice[];
  error: string | undefined;
};

/** One group of checkboxes whose value is the list of ticked ids. */
function Choices({ control, name, legend, empty, choices, error }: ChoicesProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const ticked = field.value ?? [];
        return (
          <FormControl component="fieldset" error={error !== undefined}>
            <FormLabel component="legend">{legend}</FormLabel>
            {choices.length === 0 && <FormHelperText>{empty}</FormHelperText>}
            <FormGroup>
              {choices.map((choice) => (
                <FormControlLabel
                  key={choice.id}
                  label={choice.profession ? `${choice.name} (${choice.profession})` : choice.name}
                  control={
                    <Checkbox
                      checked={ticked.includes(choice.id)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...ticked, choice.id]
                            : ticked.filter((id) => id !== choice.id),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {error && <FormHelperText>{error}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}

/** Offers a booking to other agencies and/or the agency's own qualified caregivers. */
export function PostDialog({ assessmentId, onClose, onPosted }: PostDialogProps) {
  const { t } = useTranslation('postings');
  const titleId = useId();
  const { errorMap, fieldText } = useFormMessages();
  const candidates = usePostingCandidates(assessmentId, true);
  const mutation = useCreatePosting();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<
    PostingCreateInput,
    unknown,
    PostingCreate
  >({
    resolver: zodResolver(postingCreateSchema, { error: errorMap }),
    defaultValues: { assessmentId, note: '', agencyIds: [], caregiverIds: [] },
  });

  const submit = handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values, {
      onSuccess: onPosted,
      onError: (error) => {
        const unplaced = placeServerError(error, setError, (field) =>
          ['agencyIds', 'caregiverIds', 'note'].includes(field),
        );
        setFailure(unplaced === null ? null : (fieldText(unplaced) ?? unplaced));
      },
    });
  });

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('post.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {candidates.isPending && <ListLoading label={t('post.loading')} />}
            {candidates.isError && (
              <ListError
                message={candidates.error.message}
                onRetry={() => void candidates.refetch()}
              />
            )}
            {candidates.data && (
              <>
                <Choices
                  control={control}
                  name="caregiverIds"
                  legend={t('post.caregivers')}
                  empty={t('post.noCaregivers')}
                  choices={candidates.data.caregivers}
                  error={fieldText(formState.errors.caregiverIds?.message)}
                />
                <Choices
                  control={control}
                  name="agencyIds"
                  legend={t('post.agencies')}
                  empty={t('post.noAgencies')}
                  choices={candidates.data.agencies}
                  error={fieldText(formState.errors.agencyIds?.message)}
                />
              </>
            )}
            <TextField
              label={t('post.note')}
              multiline
              minRows={2}
              {...register('note')}
              error={formState.errors.note !== undefined}
              helperText={
                fieldText(formState.errors.note?.message) ??
                t('post.noteHint', { max: POSTING_NOTE_MAX })
              }
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {t('post.cancel')}
          </Button>
          <SpinnerButton type="submit" variant="contained" spinning={mutation.isPending}>
            {t('post.submit')}
          </SpinnerButton>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}

/** The "Post" button of a booking's page, with its dialog. */
export function PostAction({ assessmentId }: { assessmentId: number }) {
  const { t } = useTranslation('postings');
  const [open, setOpen] = useState(false);
  const [posted, setPosted] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('post.open')}
      </Button>
      {posted && (
        <Alert severity="success" role="status" onClose={() => setPosted(false)}>
          {t('post.done')}
        </Alert>
      )}
      {open && (
        <PostDialog
          assessmentId={assessmentId}
          onClose={() => setOpen(false)}
          onPosted={() => {
            setOpen(false);
            setPosted(true);
          }}
        />
      )}
    </>
  );
}
