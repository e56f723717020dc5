import {
  type EvvVisit,
  VISIT_CHANGE_FIELDS,
  type VisitChangeField,
  VisitChangeReason,
  VisitChangeResolution,
} from '@hearth/domain';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldError } from '../../api/fieldErrors.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { MarkCorrectionFields } from './MarkCorrectionFields.tsx';
import { draftOf, type MarkDraft, markChange } from './markCorrection.ts';
import { useEvvVisit, useVisitChange } from './visitVerificationApi.ts';

const SHOWN_FIELDS = ['reason', 'resolution', 'note', 'checkIn', 'checkOut'];

export type VisitChangeDialogProps = {
  shiftId: number;
  patientName: string;
  /** The mark the office most likely came to correct; it takes the focus. */
  suggestedField?: VisitChangeField;
  onClose: () => void;
  onSaved?: (visit: EvvVisit) => void;
};

type Codes = { reason: string; resolution: string; note: string };

/**
 * The office corrects a visit (a missed check-out, a wrong time or place) with a reason and a
 * resolution code: the caregiver's original stays beside the correction, in the visit's history.
 * One dialog from the first frame: the visit's record fills it when it arrives.
 */
export function VisitChangeDialog({
  shiftId,
  patientName,
  suggestedField,
  onClose,
  onSaved,
}: VisitChangeDialogProps) {
  const { t } = useTranslation('visitVerification');
  const label = useLabel();
  const { fieldText } = useFormMessages();
  const visit = useEvvVisit(shiftId);
  const save = useVisitChange(shiftId);
  // Only what the office typed; an untouched mark shows the record's value.
  const [edits, setEdits] = useState<Partial<Record<VisitChangeField, MarkDraft>>>({});
  const [codes, setCodes] = useState<Codes>({ reason: '', resolution: '', note: '' });
  const errorOf = (field: string) => fieldText(serverFieldError(save.error, field));
  const placed = SHOWN_FIELDS.some((field) => errorOf(field) !== undefined);
  const record = visit.data;
  const draftFor = (field: VisitChangeField) =>
    edits[field] ?? draftOf(record === undefined ? null : record[field]);

  const submit = () => {
    if (record === undefined) {
      return;
    }
    const note = codes.note.trim();
    save.mutate(
      {
        // Empty choices go as they are: the server names each missing code beside its field.
        reason: codes.reason as VisitChangeReason,
        resolution: codes.resolution as VisitChangeResolution,
        note: note === '' ? null : note,
        checkIn: markChange(draftFor('checkIn'), record.checkIn),
        checkOut: markChange(draftFor('checkOut'), record.checkOut),
      },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          onClose();
        },
      },
    );
  };

  const codeField = (
    field: 'reason' | 'resolution',
    choices: readonly { value: string; label: string }[],
  ) => (
    <TextField
      select
      required
      label={t(`change.${field}`)}
      value={codes[field]}
      onChange={(event) => setCodes({ ...codes, [field]: event.target.value })}
      error={errorOf(field) !== undefined}
      helperText={errorOf(field)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('change.choose')}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );

  return (
    <FormDialog
      title={t('change.title', { patient: patientName })}
      submitLabel={t('change.submit')}
      formError={save.isError && !placed ? save.error.message : null}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {record === undefined ? (
        visit.isError ? (
          <ListError message={visit.error.message} onRetry={() => void visit.refetch()} />
        ) : (
          <ListLoading label={t('change.loading')} />
        )
      ) : (
        <>
          <Typography>{t('change.intro')}</Typography>
          {VISIT_CHANGE_FIELDS.map((field) => (
            <MarkCorrectionFields
              key={field}
              field={field}
              original={field === 'checkIn' ? record.originalCheckIn : record.originalCheckOut}
              current={record[field]}
              draft={draftFor(field)}
              onChange={(draft) => setEdits({ ...edits, [field]: draft })}
              autoFocus={field === (suggestedField ?? 'checkIn')}
              errorOf={errorOf}
            />
          ))}
          {codeField(
            'reason',
            VisitChangeReason.codes.map((code) => ({
              value: code,
              label: label(VisitChangeReason.labelKey(code)),
            })),
          )}
          {codeField(
            'resolution',
            VisitChangeResolution.codes.map((code) => ({
              value: code,
              label: label(VisitChangeResolution.labelKey(code)),
            })),
          )}
          <TextField
            label={t('change.note')}
            multiline
            minRows={2}
            value={codes.note}
            onChange={(event) => setCodes({ ...codes, note: event.target.value })}
            error={errorOf('note') !== undefined}
            helperText={errorOf('note') ?? t('change.noteHelp')}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </>
      )}
    </FormDialog>
  );
}
