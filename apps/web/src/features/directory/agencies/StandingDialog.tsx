import {
  type Agency,
  AgencyStanding,
  type AgencyStandingChange,
  agencyStandingChangeSchema,
  STANDING_REASON_MAX,
  STANDING_REASON_MIN,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormMessages } from '../../../app/forms/formMessages.ts';
import { useFormFields } from '../../../app/forms/useFormFields.ts';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { SpinnerButton } from '../../../components/SpinnerButton.tsx';
import { useChangeStanding } from './agenciesApi.ts';

export type StandingDialogProps = {
  agency: Pick<Agency, 'id' | 'name'> & { standing: AgencyStanding };
  onClose: () => void;
  onChanged: (agency: Agency) => void;
};

/** An administrator's standing decision: the new level and why, both required. */
export function StandingDialog({ agency, onClose, onChanged }: StandingDialogProps) {
  const { t } = useTranslation('directory');
  const label = useLabel();
  const titleId = useId();
  const save = useChangeStanding(agency.id);
  const { errorMap } = useFormMessages();
  const form = useForm<z.input<typeof agencyStandingChangeSchema>, unknown, AgencyStandingChange>({
    // No standing is chosen at first: the admin picks one on purpose.
    defaultValues: { standing: undefined, reason: '' },
    resolver: zodResolver(agencyStandingChangeSchema, { error: errorMap }),
  });
  const fields = useFormFields(form, ['standing', 'reason']);
  const reasonLength = form.watch('reason').trim().length;
  const standingError = fields.errorOf('standing');
  // The keyboard focus goes to the first choice one may pick when the field needs attention.
  const firstChoice = AgencyStanding.codes.find((standing) => standing !== agency.standing);

  const submit = form.handleSubmit((values) => {
    fields.clearFormError();
    save.mutate(values, { onSuccess: onChanged, onError: fields.serverRefused });
  });

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('standing.dialog.title', { name: agency.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {fields.formError && (
              <Alert severity="error" role="alert">
                {fields.formError}
              </Alert>
            )}
            <Controller
              control={form.control}
              name="standing"
              render={({ field }) => (
                <FormControl error={standingError !== undefined} required>
                  <FormLabel id={`${titleId}-standing`}>{t('standing.dialog.standing')}</FormLabel>
                  <RadioGroup
                    aria-labelledby={`${titleId}-standing`}
                    name={field.name}
                    value={typeof field.value === 'number' ? String(field.value) : ''}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                  >
                    {AgencyStanding.codes.map((standing) => (
                      <FormControlLabel
                        key={standing}
                        value={String(standing)}
                        control={
                          <Radio inputRef={standing === firstChoice ? field.ref : undefined} />
                        }
                        label={
                          standing === agency.standing
                            ? t('standing.dialog.currentOption', {
                                standing: label(AgencyStanding.labelKey(standing)),
                              })
                            : label(AgencyStanding.labelKey(standing))
                        }
                        disabled={standing === agency.standing}
                      />
                    ))}
                  </RadioGroup>
                  {standingError && <FormHelperText>{standingError}</FormHelperText>}
                </FormControl>
              )}
            />
            <TextField
              label={t('standing.dialog.reason')}
              required
              multiline
              minRows={3}
              {...fields.text('reason')}
              helperText={
                fields.errorOf('reason') ??
                t('standing.dialog.reasonHelp', {
                  count: reasonLength,
                  min: STANDING_REASON_MIN,
                  max: STANDING_REASON_MAX,
                })
              }
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <SpinnerButton type="submit" variant="contained" spinning={save.isPending}>
            {t('standing.dialog.save')}
          </SpinnerButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
