import {
  HUB_EVENT_DESCRIPTION_MAX,
  HUB_EVENT_KINDS,
  HUB_EVENT_LOCATION_MAX,
  HUB_EVENT_TITLE_MAX,
  type HubEvent,
  type HubEventKind,
} from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { fromLocalInput, toLocalInput } from './calendar.ts';
import { useSaveEvent } from './hubEventsApi.ts';

export type EventFormDialogProps = {
  hubId: number;
  /** null plans a new event. */
  event: HubEvent | null;
  onClose: () => void;
};

type Values = {
  title: string;
  kind: HubEventKind;
  startsAt: string;
  endsAt: string;
  location: string;
  description: string;
};
type Field = keyof Values;

function initialValues(event: HubEvent | null): Values {
  return {
    title: event?.title ?? '',
    kind: event?.kind ?? 'outing',
    startsAt: event ? toLocalInput(event.startsAt) : '',
    endsAt: event ? toLocalInput(event.endsAt) : '',
    location: event?.location ?? '',
    description: event?.description ?? '',
  };
}

/** What the form itself can tell before sending: the required fields, and the end after the start. */
function problems(values: Values): Partial<Record<Field, 'required' | 'endsBeforeStart'>> {
  const found: Partial<Record<Field, 'required' | 'endsBeforeStart'>> = {};
  for (const field of ['title', 'startsAt', 'endsAt'] as const) {
    if (values[field].trim() === '') {
      found[field] = 'required';
    }
  }
  const starts = fromLocalInput(values.startsAt);
  const ends = fromLocalInput(values.endsAt);
  if (starts !== null && ends !== null && ends < starts) {
    found.endsAt = 'endsBeforeStart';
  }
  return found;
}

/** Plans an event or changes one; the times are the visitor's local times. */
export function EventFormDialog({ hubId, event, onClose }: EventFormDialogProps) {
  const { t } = useTranslation('hubEvents');
  const { fieldText } = useFormMessages();
  const titleId = useId();
  const save = useSaveEvent(hubId, event?.id ?? null);
  const [values, setValues] = useState(() => initialValues(event));
  const [checked, setChecked] = useState(false);
  const local = checked ? problems(values) : {};
  const serverErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const errorOf = (field: Field): string | undefined => {
    const problem = local[field];
    if (problem !== undefined) {
      return t(`form.${problem}`);
    }
    return fieldText(serverErrors[field]?.[0]);
  };
  const unplaced = save.error && Object.keys(serverErrors).length === 0 ? save.error.message : null;

  const field = (name: Field) => ({
    value: values[name],
    onChange: (change: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: change.target.value })),
    error: errorOf(name) !== undefined,
    helperText: errorOf(name),
  });

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    setChecked(true);
    if (Object.keys(problems(values)).length > 0) {
      return;
    }
    save.mutate(
      {
        title: values.title.trim(),
        kind: values.kind,
        startsAt: fromLocalInput(values.startsAt) ?? '',
        endsAt: fromLocalInput(values.endsAt) ?? '',
        location: values.location.trim() || null,
        description: values.description.trim() || null,
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{event ? t('form.editTitle') : t('form.newTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {unplaced && (
              <Alert severity="error" role="alert">
                {unplaced}
              </Alert>
            )}
            <TextField
              label={t('form.title')}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: HUB_EVENT_TITLE_MAX } }}
              {...field('title')}
            />
            <TextField select label={t('form.kind')} required {...field('kind')}>
              {HUB_EVENT_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('form.startsAt')}
                type="datetime-local"
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
                {...field('startsAt')}
              />
              <TextField
                label={t('form.endsAt')}
                type="datetime-local"
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
                {...field('endsAt')}
              />
            </Stack>
            <TextField
              label={t('form.location')}
              slotProps={{ htmlInput: { maxLength: HUB_EVENT_LOCATION_MAX } }}
              {...field('location')}
            />
            <TextField
              label={t('form.description')}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: HUB_EVENT_DESCRIPTION_MAX } }}
              {...field('description')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <SpinnerButton type="submit" variant="contained" spinning={save.isPending}>
            {t('form.save')}
          </SpinnerButton>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
