import {
  type Patient,
  type PatientWrite,
  type PatientWriteInput,
  patientWriteSchema,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { MessagePage } from '../../app/errors/MessagePage.tsx';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { useFormFields } from '../../app/forms/useFormFields.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { RecordForm } from '../../components/RecordForm.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { AddressFields } from './form/AddressFields.tsx';
import { AllergiesField } from './form/AllergiesField.tsx';
import { AssistanceFields } from './form/AssistanceFields.tsx';
import { CareFields } from './form/CareFields.tsx';
import { CareTeamField } from './form/CareTeamField.tsx';
import { DiagnosesField } from './form/DiagnosesField.tsx';
import { PersonalFields } from './form/PersonalFields.tsx';
import { emptyFormValues, formValuesOf, initialChoicesOf } from './form/patientFormValues.ts';
import { PatientNotFound } from './PatientDetailPage.tsx';
import { canAddPatients, canEditPatientsOf } from './patientAccess.ts';
import { fullName } from './patientNames.ts';
import { usePatient, useSavePatient } from './patientsApi.ts';
import { isNotFound, usePatientIdParam } from './usePatientIdParam.ts';

/** What the detail page is told after a save, to confirm it. */
export type SavedState = { saved: true };

type EditorProps = { patient: Patient | null };

function PatientEditor({ patient }: EditorProps) {
  const { t } = useTranslation('patients');
  const { t: tForms } = useTranslation('forms');
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { data: details } = useAuthDetails();
  const { errorMap } = useFormMessages();
  const ownAgency =
    details?.organisation?.kind === 'agency' ? details.organisation.ids[0] : undefined;
  const form = useForm<PatientWriteInput, unknown, PatientWrite>({
    defaultValues: patient ? formValuesOf(patient) : emptyFormValues(ownAgency),
    resolver: zodResolver(patientWriteSchema, { error: errorMap }),
  });
  // The partner is not on this form; anything else the server names lands on its field.
  const fields = useFormFields(form, (path) => !path.startsWith('partnerId'));
  const save = useSavePatient(patient?.id ?? null);
  const [initial] = useState(() => initialChoicesOf(patient));
  const title = patient ? t('form.editTitle', { name: fullName(patient) }) : t('form.newTitle');
  usePageTitle(title);
  const part = { form, fields, initial };
  const back = localized(patient ? `/user/patients/${patient.id}` : '/user/patients');

  const submit = form.handleSubmit(
    (values) => {
      fields.clearFormError();
      save.mutate(values, {
        onSuccess: (saved) =>
          navigate(localized(`/user/patients/${saved.id}`), {
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
      <PersonalFields {...part} />
      <AddressFields {...part} />
      <CareFields {...part} />
      <DiagnosesField {...part} />
      <AllergiesField {...part} />
      <AssistanceFields {...part} />
      <CareTeamField {...part} />
    </RecordForm>
  );
}

/** Adds a patient (`/user/patients/new`) or changes one (`/user/patients/:patientId/edit`). */
export function PatientFormPage() {
  const { t } = useTranslation('patients');
  const { patientId } = useParams();
  const { data: details } = useAuthDetails();
  const id = usePatientIdParam();
  const isNew = patientId === undefined;
  const query = usePatient(id ?? 0, id !== null);

  if (isNew) {
    return canAddPatients(details) ? <PatientEditor patient={null} /> : <ReadOnly />;
  }
  if (id === null || isNotFound(query.error)) {
    return <PatientNotFound />;
  }
  if (query.isPending) {
    return <ListLoading label={t('detail.loading')} />;
  }
  if (query.isError) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return canEditPatientsOf(details, query.data.agency.id) ? (
    <PatientEditor key={query.data.id} patient={query.data} />
  ) : (
    <ReadOnly />
  );
}

function ReadOnly() {
  const { t } = useTranslation('patients');
  return <MessagePage title={t('form.readOnly.title')} message={t('form.readOnly.message')} />;
}
