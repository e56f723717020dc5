export { FieldGrid } from './form/FieldGrid.tsx';
export { PatientNotFound } from './PatientDetailPage.tsx';
export { fullName } from './patientNames.ts';
export { usePatient } from './patientsApi.ts';
export { isNotFound, usePatientIdParam } from './usePatientIdParam.ts';
