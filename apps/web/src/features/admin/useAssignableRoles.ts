import type { Role } from '@hearth/domain';
import { useAuthDetails } from '../identity/index.ts';
import { useRoles } from './adminApi.ts';
import { assignableRoles } from './rolePolicy.ts';

/** The roles the server lists, narrowed to those the signed-in person may give. */
export function useAssignableRoles(): { roles: Role[]; isPending: boolean; error: Error | null } {
  const { data: details } = useAuthDetails();
  const { data, isPending, error } = useRoles();
  const allowed = details ? assignableRoles(details) : [];
  return {
    roles: (data ?? []).map((role) => role.id).filter((role) => allowed.includes(role)),
    isPending,
    error,
  };
}
