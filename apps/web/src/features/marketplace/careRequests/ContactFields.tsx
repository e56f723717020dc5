import { type ContactMethod, contactMethodSchema } from '@hearth/domain';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ReachFields } from '../../../components/ReachFields.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import type { RequestFormPartProps } from './requestForm.ts';

/** Who is asking and how the provider reaches them: an email, a phone, or both. */
export function ContactFields({ form, fields }: RequestFormPartProps) {
  const { t } = useTranslation('careRequests');
  return (
    <SectionCard title={t('request.sections.contact')}>
      <Stack spacing={2}>
        <ReachFields
          texts={{
            name: t('request.contact.name'),
            reachHint: t('request.contact.reachHint'),
            email: t('request.contact.email'),
            phone: t('request.contact.phone'),
          }}
          name={fields.text('contact.name')}
          email={fields.text('contact.email')}
          phone={fields.text('contact.phone')}
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
