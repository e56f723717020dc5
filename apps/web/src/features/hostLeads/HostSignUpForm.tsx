import {
  type HostLeadCreate,
  type HostLeadCreated,
  type HostLeadCreateInput,
  hostLeadCreateSchema,
  type LeadLocation,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { useFormFields } from '../../app/forms/useFormFields.ts';
import { ConsentAndSend } from '../../components/ConsentAndSend.tsx';
import { ReachFields } from '../../components/ReachFields.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useHostSignUp } from './hostLeadsApi.ts';

/** The box starts unticked: a form value may be false, though only true is sent. */
type SignUpValues = Omit<HostLeadCreateInput, 'consent'> & { consent: boolean };

const formFields = ['name', 'email', 'phone', 'city', 'message', 'consent'];

export type HostSignUpFormProps = {
  /** The page the visitor came from, kept with the lead. */
  location: LeadLocation;
  onSent: (created: HostLeadCreated) => void;
};

/** Who the would-be host is and how to reach them, checked as the server checks it. */
export function HostSignUpForm({ location, onSent }: HostSignUpFormProps) {
  const { t } = useTranslation('hostLeads');
  const { errorMap } = useFormMessages();
  // The consent box holds false until ticked, which the schema refuses with its own message.
  const resolver = useMemo(
    () =>
      zodResolver(hostLeadCreateSchema, { error: errorMap }) as Resolver<
        SignUpValues,
        unknown,
        HostLeadCreate
      >,
    [errorMap],
  );
  const form = useForm<SignUpValues, unknown, HostLeadCreate>({
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      city: '',
      message: '',
      location,
      consent: false,
    },
    resolver,
  });
  const fields = useFormFields(form, formFields);
  const send = useHostSignUp();

  const submit = form.handleSubmit(
    (values) => {
      fields.clearFormError();
      send.mutate(values, { onSuccess: onSent, onError: fields.serverRefused });
    },
    (errors) => fields.showFormError(t('signUp.fixErrors', { count: Object.keys(errors).length })),
  );

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(event) => void submit(event)}>
      {fields.formError && (
        <Alert severity="error" role="alert">
          {fields.formError}
        </Alert>
      )}
      <SectionCard title={t('signUp.sections.about')}>
        <Stack spacing={2}>
          <ReachFields
            texts={{
              name: t('signUp.name'),
              reachHint: t('signUp.reachHint'),
              email: t('signUp.email'),
              phone: t('signUp.phone'),
            }}
            name={fields.text('name')}
            email={fields.text('email')}
            phone={fields.text('phone')}
          />
          <TextField
            label={t('signUp.city')}
            autoComplete="address-level2"
            fullWidth
            {...fields.text('city')}
          />
          <TextField
            label={t('signUp.message')}
            multiline
            minRows={3}
            fullWidth
            {...fields.text('message')}
            helperText={fields.errorOf('message') ?? t('signUp.messageHint')}
          />
        </Stack>
      </SectionCard>
      <ConsentAndSend
        title={t('signUp.sections.send')}
        control={form.control}
        name="consent"
        consentLabel={t('signUp.consent')}
        privacyHint={t('signUp.privacy')}
        error={fields.errorOf('consent')}
        submitLabel={t('signUp.submit')}
        sending={send.isPending}
      />
    </Stack>
  );
}
