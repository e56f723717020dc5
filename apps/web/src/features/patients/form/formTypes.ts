import type { PatientWrite, PatientWriteInput } from '@hearth/domain';
import type { UseFormReturn } from 'react-hook-form';
import type { useFormFields } from '../../../app/forms/useFormFields.ts';
import type { InitialChoices } from './patientFormValues.ts';

export type PatientForm = UseFormReturn<PatientWriteInput, unknown, PatientWrite>;

/** What every part of the patient form is given. */
export type PatientFormPartProps = {
  form: PatientForm;
  fields: ReturnType<typeof useFormFields<PatientWriteInput>>;
  initial: InitialChoices;
};
