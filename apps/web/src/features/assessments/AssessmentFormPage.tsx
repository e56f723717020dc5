import {
  type Assessment,
  assessmentCreateSchema,
  assessmentEditSchema,
  PaymentFlag,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MessagePage } from '../../app/errors/MessagePage.tsx';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { useFormFields } from '../../app/forms/useFormFields.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { RecordForm } from '../../components/RecordForm.tsx';
import { type PickerOption, SearchPicker } from '../../components/SearchPicker.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { isNotFound } from '../patients/index.ts';
import { AssessmentNotFound, type SavedState } from './AssessmentDetailPage.tsx';
import { canBookAssessments, canEditAssessmentOf } from './assessmentAccess.ts';
import { useAssessment, usePatientOptions, useSaveAssessment } from './assessmentsApi.ts';
import { BillingFields, CareFields, type FormPartProps, ScheduleFields } from './FormFields.tsx';
import {
  type AssessmentFormOutput,
  type AssessmentFormValues,
  emptyFormValues,
  formValuesOf,
  isClosed,
} from './formValues.ts';
import { useAssessmentIdParam } from './useAssessmentIdParam.ts';
import { WhoPaysFields } from './WhoPaysFields.tsx';

/** The patient of a new booking, found by name among those this person may book care for. */
function PatientPicker({ form, fields }: FormPartProps) {
  const { t } = useTranslation('assessments');
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<PickerOption | null>(null);
  const { options, loading } = usePatientOptions(text, null);
  return (
    <Controller
      control={form.control}
      name="patientId"
      render={({ field }) => (
        <SearchPicker
          label={t('form.patient')}
          name={field.name}
          inputRef={field.ref}
          required
          error={fields.errorOf('patientId')}
          texts={{ loading: t('form.searching'), noOptions: t('form.noMatches') }}
          options={options}
          loading={loading}
          onSearch={setText}
          value={selected}
          onChange={(option) => {
            setSelected(option);
            field.onChange(option?.id);
          }}
        />
      )}
    />
  );
}

type EditorProps = { assessment: Assessment | null };

function AssessmentEditor({ assessment }: EditorProps) {
  const { t } = useTranslation('assessments');
  const { t: tForms } = useTranslation('forms');
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { errorMap } = useFormMessages();
  const form = useForm<AssessmentFormValues, unknown, AssessmentFormOutput>({
    defaultValues: assessment ? formValuesOf(assessment) : emptyFormValues(),
    // An edit sends every field but the patient, who stays as booked: its schema has no patient,
    // which is the one way its values differ from a new booking's.
    resolver: (assessment
      ? zodResolver(assessmentEditSchema, { error: errorMap })
      : zodResolver(assessmentCreateSchema, { error: errorMap })) as Resolver<
      AssessmentFormValues,
      unknown,
      AssessmentFormOutput
    >,
  });
  const fields = useFormFields(form, () => true);
  const save = useSaveAssessment(assessment?.id ?? null);
  const title = assessment
    ? assessment.patient
      ? t('form.editTitle', { name: assessment.patient.name })
      : t('form.editRequestTitle')
    : t('form.newTitle');
  usePageTitle(title);
  const part = { form, fields };
  const back = localized(assessment ? `/user/assessments/${assessment.id}` : '/user/assessments');

  const submit = form.handleSubmit(
    (values) => {
      fields.clearFormError();
      save.mutate(values, {
        onSuccess: (saved) =>
          navigate(localized(`/user/assessments/${saved.id}`), {
            state: { saved: true } satisfies SavedState,
          }),
        onError: fields.serverRefused,
      });
    },
    (errors) => fields.showFormError(tForms('fixErrors', { count: Object.keys(errors).length })),
  );

  return (
    <RecordForm
      title={title}
      formError={fields.formError}
      onSubmit={(event) => void submit(event)}
      cancelTo={back}
      texts={{ cancel: t('form.cancel'), save: t('form.save') }}
      saving={save.isPending}
    >
      <SectionCard title={t('form.sections.care')}>
        <Stack spacing={2.5}>
          {assessment === null ? (
            <PatientPicker {...part} />
          ) : (
            assessment.patient && (
              <TextField label={t('form.patient')} value={assessment.patient.name} disabled />
            )
          )}
          <CareFields {...part} />
        </Stack>
      </SectionCard>
      <SectionCard title={t('form.sections.schedule')}>
        <ScheduleFields {...part} />
      </SectionCard>
      <SectionCard title={t('form.sections.billing')}>
        <BillingFields {...part} paymentStatus={assessment?.paymentStatus ?? PaymentFlag.unpaid} />
      </SectionCard>
      <SectionCard title={t('form.sections.whoPays')}>
        <WhoPaysFields {...part} />
      </SectionCard>
    </RecordForm>
  );
}

function Refused({ kind }: { kind: 'readOnly' | 'closed' }) {
  const { t } = useTranslation('assessments');
  return <MessagePage title={t(`form.${kind}.title`)} message={t(`form.${kind}.message`)} />;
}

/** Books care (`/user/assessments/new`). */
export function NewAssessmentPage() {
  const { data: details } = useAuthDetails();
  return canBookAssessments(details) ? (
    <AssessmentEditor assessment={null} />
  ) : (
    <Refused kind="readOnly" />
  );
}

/** Changes a booking (`/user/assessments/:assessmentId/edit`) until it is completed or cancelled. */
export function EditAssessmentPage() {
  const { t } = useTranslation('assessments');
  const { data: details } = useAuthDetails();
  const id = useAssessmentIdParam();
  const query = useAssessment(id ?? 0, id !== null);

  if (id === null || isNotFound(query.error)) {
    return <AssessmentNotFound />;
  }
  if (query.isPending) {
    return <ListLoading label={t('detail.loading')} />;
  }
  if (query.isError) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (!canEditAssessmentOf(details, query.data.agency.id)) {
    return <Refused kind="readOnly" />;
  }
  if (isClosed(query.data.status)) {
    return <Refused kind="closed" />;
  }
  return <AssessmentEditor key={query.data.id} assessment={query.data} />;
}
