import { HubMemberStatus } from '@hearth/domain';
import { EnumerationChip } from '../../components/EnumerationChips.tsx';

// What waits for the hub's answer stands out; a former member is plain.
const colours = {
  member: 'success',
  requestPending: 'warning',
  requestDelete: 'info',
  removedByHub: 'default',
} as const;

export type MemberStatusChipProps = { status: HubMemberStatus };

export function MemberStatusChip({ status }: MemberStatusChipProps) {
  return <EnumerationChip enumeration={HubMemberStatus} colours={colours} code={status} />;
}
