import type { HostLead } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useMakeHostProvider } from './hostLeadsApi.ts';

export type HostHomeSectionProps = { lead: HostLead };

/**
 * An approved host's way in: the administrator names the host home, which opens as an
 * organisation of its own, and the host is invited by mail to run it as its provider. Once done,
 * the home it became.
 */
export function HostHomeSection({ lead }: HostHomeSectionProps) {
  const { t } = useTranslation('hostLeads');
  const { fieldText } = useFormMessages();
  const make = useMakeHostProvider(lead.id);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  if (lead.agency !== null) {
    return (
      <Stack spacing={1}>
        {make.data !== undefined && (
          <Alert severity="success" role="status">
            {t('provider.invited', { email: make.data.user.email })}
          </Alert>
        )}
        <Typography>{t('provider.runs', { home: lead.agency.name })}</Typography>
      </Stack>
    );
  }
  if (lead.status !== 'approved') {
    return <Typography color="text.secondary">{t('provider.approveFirst')}</Typography>;
  }

  const submit = () => {
    setNameError(null);
    if (name.trim() === '') {
      setNameError(t('provider.nameRequired'));
      return;
    }
    make.mutate({ organisationName: name.trim() });
  };

  const refused = make.error instanceof ApiError ? make.error : null;
  const fieldMessage =
    refused?.fieldErrors.email?.[0] ?? refused?.fieldErrors.organisationName?.[0];
  const failure =
    make.error === null
      ? null
      : fieldMessage !== undefined
        ? (fieldText(fieldMessage) ?? fieldMessage)
        : refused?.code === 'conflict'
          ? t('provider.conflict')
          : make.error.message;

  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">{t('provider.explain')}</Typography>
      {failure !== null && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField
        label={t('provider.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        error={nameError !== null}
        helperText={nameError}
      />
      <SpinnerButton
        variant="contained"
        spinning={make.isPending}
        disabled={make.isPending}
        onClick={submit}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('provider.make')}
      </SpinnerButton>
    </Stack>
  );
}
