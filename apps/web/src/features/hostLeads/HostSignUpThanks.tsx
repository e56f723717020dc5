import type { HostLeadCreated } from '@hearth/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SentWithReference } from '../../components/SentWithReference.tsx';

export type HostSignUpThanksProps = { created: HostLeadCreated };

/** The reference to quote and what happens next, once a would-be host has signed up. */
export function HostSignUpThanks({ created }: HostSignUpThanksProps) {
  const { t } = useTranslation('hostLeads');
  return (
    <SentWithReference
      title={t('signUp.done.title')}
      referenceLabel={t('signUp.done.reference')}
      reference={created.reference}
      referenceHint={t('signUp.done.referenceHint')}
      referenceTestId="host-lead-reference"
      nextTitle={t('signUp.done.next')}
      next={<Typography>{t('signUp.done.nextText')}</Typography>}
    />
  );
}
