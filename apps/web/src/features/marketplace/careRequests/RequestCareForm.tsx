import type {
  CareRequestCreate,
  CareRequestCreated,
  CareRequestKind,
  ListingDetail,
  SurveyQuestion,
} from '@hearth/domain';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../../app/forms/formMessages.ts';
import { useFormFields } from '../../../app/forms/useFormFields.ts';
import { ConsentAndSend } from '../../../components/ConsentAndSend.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { ContactFields } from './ContactFields.tsx';
import { useSendCareRequest } from './careRequestsApi.ts';
import {
  countFieldErrors,
  emptyRequest,
  isFormField,
  type Requester,
  type RequestFormPartProps,
  type RequestFormValues,
  requestResolver,
} from './requestForm.ts';
import { SurveyQuestionField } from './SurveyQuestionField.tsx';

const kinds: readonly CareRequestKind[] = ['requestCare', 'bookVisit'];

/** Tomorrow in the visitor's own calendar: the first day a visit can be asked for. */
function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Care or a visit; a visit asks for its day. */
function KindFields({ form, fields }: RequestFormPartProps) {
  const { t } = useTranslation('careRequests');
  const kind = form.watch('kind');
  return (
    <SectionCard title={t('request.sections.kind')}>
      <Stack spacing={2}>
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('request.kind.legend')}</FormLabel>
              <RadioGroup
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value as CareRequestKind)}
              >
                {kinds.map((each) => (
                  <FormControlLabel
                    key={each}
                    value={each}
                    control={<Radio />}
                    label={
                      <span>
                        {t(`request.kind.${each}`)}
                        <Typography component="span" variant="body2" color="text.secondary">
                          {` — ${t(`request.kind.${each}Hint`)}`}
                        </Typography>
                      </span>
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        {kind === 'bookVisit' && (
          <TextField
            label={t('request.visitDate')}
            type="date"
            required
            {...fields.text('visitDate')}
            helperText={fields.errorOf('visitDate') ?? t('request.visitDateHint')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrow() } }}
          />
        )}
      </Stack>
    </SectionCard>
  );
}

export type RequestCareFormProps = {
  listing: ListingDetail;
  questions: readonly SurveyQuestion[];
  initialKind: CareRequestKind;
  /** The signed-in person, whose contact details start the form; null for a visitor. */
  requester: Requester | null;
  onSent: (created: CareRequestCreated, request: CareRequestCreate) => void;
};

/** The care-needs survey, contact details and consent, checked as the server checks them. */
export function RequestCareForm({
  listing,
  questions,
  initialKind,
  requester,
  onSent,
}: RequestCareFormProps) {
  const { t } = useTranslation('careRequests');
  const { errorMap } = useFormMessages();
  const resolver = useMemo(() => requestResolver(questions, errorMap), [questions, errorMap]);
  const form = useForm<RequestFormValues, unknown, CareRequestCreate>({
    defaultValues: emptyRequest(initialKind, questions, requester),
    resolver,
  });
  const fields = useFormFields(form, isFormField);
  const send = useSendCareRequest(listing.id);
  const part = { form, fields };

  const submit = form.handleSubmit(
    (values) => {
      fields.clearFormError();
      send.mutate(values, {
        onSuccess: (created) => onSent(created, values),
        onError: fields.serverRefused,
      });
    },
    (errors) => fields.showFormError(t('request.fixErrors', { count: countFieldErrors(errors) })),
  );

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(event) => void submit(event)}>
      {fields.formError && (
        <Alert severity="error" role="alert">
          {fields.formError}
        </Alert>
      )}
      <KindFields {...part} />
      <SectionCard title={t('request.sections.survey')}>
        <Stack spacing={3}>
          {questions.map((question) => (
            <SurveyQuestionField
              key={question.code}
              control={form.control}
              question={question}
              error={fields.errorOf(`answers.${question.code}`)}
            />
          ))}
        </Stack>
      </SectionCard>
      <ContactFields {...part} />
      <ConsentAndSend
        title={t('request.sections.send')}
        control={form.control}
        name="consent"
        consentLabel={t('request.consent', { agency: listing.agency.name })}
        privacyHint={t('request.privacy')}
        error={fields.errorOf('consent')}
        submitLabel={t('request.submit')}
        sending={send.isPending}
      />
    </Stack>
  );
}
