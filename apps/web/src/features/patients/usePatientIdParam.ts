import { useParams } from 'react-router';
import { ApiError } from '../../api/ApiError.ts';

/** The patient id in the address, or null when it is no id at all (then nothing is asked). */
export function usePatientIdParam(): number | null {
  const { patientId } = useParams();
  const id = Number(patientId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Absent, or not this person's to see: the server answers both the same way. */
export const isNotFound = (error: Error | null) =>
  error instanceof ApiError && error.code === 'not_found';
