import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formError } from '../../../api/fieldErrors.ts';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { SpinnerButton } from '../../../components/SpinnerButton.tsx';
import { useStartInvoiceRun } from './invoiceRunsApi.ts';
import { apiPeriod, lastMonth, type PickedPeriod } from './lastMonth.ts';
import { periodProblem } from './periodCheck.ts';

export type StartRunFormProps = { agencyId: number };

/** Picks a period (last month unless changed) and starts its run, then opens the run's page. */
export function StartRunForm({ agencyId }: StartRunFormProps) {
  const { t } = useTranslation('invoiceRuns');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const start = useStartInvoiceRun();
  const [period, setPeriod] = useState<PickedPeriod>(() => lastMonth());
  const [submitted, setSubmitted] = useState(false);
  const problem = submitted ? periodProblem(period) : null;
  const serverProblem = formError(start.error, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (periodProblem(period) !== null) {
      return;
    }
    const run = await start.mutateAsync({ agencyId, ...apiPeriod(period) });
    await navigate(localized(`/user/invoice-runs/${run.id}`));
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="date"
          label={t('start.firstDay')}
          value={period.firstDay}
          onChange={(event) => setPeriod({ ...period, firstDay: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
        <TextField
          type="date"
          label={t('start.lastDay')}
          value={period.lastDay}
          onChange={(event) => setPeriod({ ...period, lastDay: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          error={problem !== null}
          helperText={problem === null ? t('start.lastDayHelp') : t(`start.problems.${problem}`)}
          required
        />
      </Stack>
      {serverProblem && (
        <Alert severity="error" role="alert">
          {t('start.failed', { message: serverProblem })}
        </Alert>
      )}
      <div>
        <SpinnerButton type="submit" variant="contained" spinning={start.isPending}>
          {t('start.submit')}
        </SpinnerButton>
      </div>
    </Stack>
  );
}
