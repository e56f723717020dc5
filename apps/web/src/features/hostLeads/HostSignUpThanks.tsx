import type { HostLeadCreated } from '@hearth/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type HostSignUpThanksProps = { created: HostLeadCreated };

/** The reference to quote and what happens next; the heading takes the focus, so it is read out. */
export function HostSignUpThanks({ created }: HostSignUpThanksProps) {
  const { t } = useTranslation('hostLeads');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" ref={heading} tabIndex={-1}>
        {t('signUp.done.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="overline" component="p">
          {t('signUp.done.reference')}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          data-testid="host-lead-reference"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {created.reference}
        </Typography>
        <Typography color="text.secondary">{t('signUp.done.referenceHint')}</Typography>
      </Paper>
      <section aria-labelledby="host-lead-next">
        <Typography variant="h6" component="h2" id="host-lead-next" gutterBottom>
          {t('signUp.done.next')}
        </Typography>
        <Typography>{t('signUp.done.nextText')}</Typography>
      </section>
    </Stack>
  );
}
