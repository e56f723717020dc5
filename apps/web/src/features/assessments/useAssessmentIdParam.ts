import { useParams } from 'react-router';

/** The assessment id in the address, or null when it is no id at all (then nothing is asked). */
export function useAssessmentIdParam(): number | null {
  const { assessmentId } = useParams();
  const id = Number(assessmentId);
  return Number.isInteger(id) && id > 0 ? id : null;
}
