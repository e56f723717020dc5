import { type ContactMethod, contactMethodSchema } from '@hearth/domain';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard.tsx';
import type { RequestFormPartProps } from './requestForm.ts';

/** Who is asking and how the provider reaches them: an email, a phone, or both. */
export function ContactFields({ form, fields }: RequestFormPartProps) {
  const { t } = useTranslation('careRequests');
  const hintId = useId();
  return (
    <SectionCard title={t('request.sections.contact')}>
      <Stack spacing={2}>
        <TextField
          label={t('request.contact.name')}
          autoComplete="name"
          required
          fullWidth
          {...fields.text('contact.name')}
        />
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t('request.contact.reachHint')}
        </Typography>
        <TextField
          label={t('request.contact.email')}
          type="email"
          autoComplete="email"
          fullWidth
          slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
          {...fields.text('contact.email')}
        />
        <TextField
          label={t('request.contact.phone')}
          type="tel"
          autoComplete="tel"
          fullWidth
          slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
          {...fields.text('contact.phone')}
        />
        <Controller
          control={form.control}
          name="contact.preferredContact"
          render={({ field }) => (
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('request.contact.preferred')}</FormLabel>
              <RadioGroup
                row
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value as ContactMethod)}
              >
                {contactMethodSchema.options.map((method) => (
                  <FormControlLabel
                    key={method}
                    value={method}
                    control={<Radio />}
                    label={t(`request.contact.methods.${method}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        <TextField
          label={t('request.contact.message')}
          multiline
          minRows={3}
          fullWidth
          {...fields.text('message')}
        />
      </Stack>
    </SectionCard>
  );
}
