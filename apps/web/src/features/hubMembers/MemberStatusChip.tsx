import { HubMemberStatus } from '@hearth/domain';
import Chip from '@mui/material/Chip';
import { useLabel } from '../../app/i18n/useLabel.ts';

type Colour = 'default' | 'success' | 'warning' | 'info';

// What waits for the hub's answer stands out; a former member is plain.
const colours = {
  member: 'success',
  requestPending: 'warning',
  requestDelete: 'info',
  removedByHub: 'default',
} as const satisfies Record<keyof typeof HubMemberStatus.values, Colour>;

export type MemberStatusChipProps = { status: HubMemberStatus };

export function MemberStatusChip({ status }: MemberStatusChipProps) {
  const label = useLabel();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colours[HubMemberStatus.nameOf(status)]}
      label={label(HubMemberStatus.labelKey(status))}
    />
  );
}
