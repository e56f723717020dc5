import { useParams } from 'react-router';

/** The hub id in the address, or null when it is no id at all (then nothing is asked). */
export function useHubIdParam(): number | null {
  const { hubId } = useParams();
  const id = Number(hubId);
  return Number.isInteger(id) && id > 0 ? id : null;
}
