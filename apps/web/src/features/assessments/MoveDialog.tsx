import {
  ASSESSMENT_REASON_MAX,
  type Assessment,
  type AssessmentMove,
  AssessmentStatus,
  type AssessmentStatusMove,
  type AssessmentStatusMoveInput,
  AssessmentUnmet,
  assessmentStatusMoveSchema,
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
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { placeServerError } from '../../app/forms/serverErrors.ts';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { type PickerOption, SearchPicker } from '../../components/SearchPicker.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useMoveAssessment, usePatientOptions } from './assessmentsApi.ts';

export type MoveDialogProps = {
  assessment: Assessment;
  move: AssessmentMove;
  onClose: () => void;
  onMoved: (status: AssessmentStatus) => void;
};

const REQUIRED = 'forms:required';

/** The form of one move: what the table requires of it, checked here before the server does. */
function moveSchema(needsReason: boolean, needsPatient: boolean) {
  return assessmentStatusMoveSchema.superRefine((move, ctx) => {
    if (needsReason && !move.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: REQUIRED });
    }
    if (needsPatient && move.patientId === null) {
      ctx.addIssue({ code: 'custom', path: ['patientId'], message: REQUIRED });
    }
  });
}

/** Confirms one status move: asks the reason when the table wants one, says what is missing. */
export function MoveDialog({ assessment, move, onClose, onMoved }: MoveDialogProps) {
  const { t } = useTranslation('assessments');
  const label = useLabel();
  const titleId = useId();
  const { errorMap, fieldText } = useFormMessages();
  const mutation = useMoveAssessment(assessment.id);
  const [failure, setFailure] = useState<string | null>(null);
  const needsReason = move.requires.includes('reason');
  // A marketplace request is taken on by linking the patient here, in the same step.
  const picksPatient = move.unmet.includes('patient');
  const blocking = move.unmet.filter((requirement) => requirement !== 'patient');
  const status = label(AssessmentStatus.labelKey(move.to));
  const schema = useMemo(() => moveSchema(needsReason, picksPatient), [needsReason, picksPatient]);
  const { control, register, handleSubmit, setError, formState } = useForm<
    AssessmentStatusMoveInput,
    unknown,
    AssessmentStatusMove
  >({
    resolver: zodResolver(schema, { error: errorMap }),
    defaultValues: { to: move.to, reason: '', patientId: null },
  });

  const submit = handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values, {
      onSuccess: (moved) => onMoved(moved.status),
      onError: (error) => {
        const unplaced = placeServerError(
          error,
          setError,
          (field) => field === 'reason' || (picksPatient && field === 'patientId'),
        );
        setFailure(unplaced === null ? null : (fieldText(unplaced) ?? unplaced));
      },
    });
  });

  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose} aria-labelledby={titleId}>
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('move.title', { status })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {blocking.length > 0 && (
              <Alert severity="warning">
                <Typography variant="body2">{t('move.unmetIntro')}</Typography>
                <ul style={{ margin: '0.5em 0', paddingInlineStart: '1.25em' }}>
                  {blocking.map((requirement) => (
                    <li key={requirement}>{fieldText(AssessmentUnmet[requirement])}</li>
                  ))}
                </ul>
                <Typography variant="body2">{t('move.unmetHelp')}</Typography>
              </Alert>
            )}
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {picksPatient && (
              <PatientField
                control={control}
                agencyId={assessment.agency.id}
                error={fieldText(formState.errors.patientId?.message)}
              />
            )}
            {needsReason && (
              <TextField
                label={t('move.reason')}
                required
                multiline
                minRows={2}
                autoFocus
                {...register('reason')}
                error={formState.errors.reason !== undefined}
                helperText={
                  fieldText(formState.errors.reason?.message) ??
                  t('move.reasonHint', { max: ASSESSMENT_REASON_MAX })
                }
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {t('move.cancel')}
          </Button>
          <SpinnerButton
            type="submit"
            variant="contained"
            color={move.to === AssessmentStatus.cancelled ? 'error' : 'primary'}
            spinning={mutation.isPending}
            disabled={blocking.length > 0}
          >
            {t('move.confirm', { status })}
          </SpinnerButton>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}

type PatientFieldProps = {
  control: Control<AssessmentStatusMoveInput, unknown, AssessmentStatusMove>;
  agencyId: number;
  error: string | undefined;
};

/** The agency's patient the request is for, found by name. */
function PatientField({ control, agencyId, error }: PatientFieldProps) {
  const { t } = useTranslation('assessments');
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<PickerOption | null>(null);
  const { options, loading } = usePatientOptions(text, agencyId);
  return (
    <Controller
      control={control}
      name="patientId"
      render={({ field }) => (
        <SearchPicker
          label={t('move.patient')}
          name={field.name}
          inputRef={field.ref}
          required
          error={error}
          helperText={t('move.patientHint')}
          texts={{ loading: t('move.searching'), noOptions: t('move.noMatches') }}
          options={options}
          loading={loading}
          onSearch={setText}
          value={selected}
          onChange={(option) => {
            setSelected(option);
            field.onChange(option?.id ?? null);
          }}
        />
      )}
    />
  );
}
