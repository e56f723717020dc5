import {
  type Assessment,
  type AssessmentCreate,
  type AssessmentCreateInput,
  type AssessmentEdit,
  AssessmentStatus,
} from '@hearth/domain';

/** Completed and cancelled bookings are final: the server refuses changes to them. */
export const isClosed = (status: AssessmentStatus): boolean =>
  status === AssessmentStatus.completed || status === AssessmentStatus.cancelled;

/** The form's values; the patient is chosen on a new booking and stays on an existing one. */
export type AssessmentFormValues = AssessmentCreateInput;
/** A new booking's values with its patient; an edit's without (the patient stays). */
export type AssessmentFormOutput = AssessmentCreate | AssessmentEdit;

export const emptyFormValues = (): Partial<AssessmentFormValues> => ({
  careTypeId: null,
  services: [],
  startDate: null,
  endDate: null,
  rateCents: null,
  rateUnit: null,
  billingFrequency: null,
  billTo: 'private',
  payerId: null,
  payerShareBasisPoints: null,
  notes: '',
  schedule: [],
});

/** The form filled in from a saved booking; what the server holds is sent back unless changed. */
export function formValuesOf(assessment: Assessment): Partial<AssessmentFormValues> {
  return {
    ...(assessment.patient ? { patientId: assessment.patient.id } : {}),
    careTypeId: assessment.careType?.id ?? null,
    services: assessment.services,
    startDate: assessment.startDate,
    endDate: assessment.endDate,
    rateCents: assessment.rateCents,
    rateUnit: assessment.rateUnit,
    billingFrequency: assessment.billingFrequency,
    billTo: assessment.billTo,
    payerId: assessment.payer?.id ?? null,
    payerShareBasisPoints: assessment.payerShareBasisPoints,
    notes: assessment.notes ?? '',
    schedule: assessment.schedule,
  };
}

/** Cents as the rate box shows them: `32.50`. */
export const dollarsOf = (cents: number | null | undefined): string =>
  cents == null ? '' : (cents / 100).toFixed(2);
