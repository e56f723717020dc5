import { UserStatus } from '@hearth/domain';
import Chip from '@mui/material/Chip';
import { useLabel } from '../../app/i18n/useLabel.ts';

export type UserStatusChipProps = { status: UserStatus };

export function UserStatusChip({ status }: UserStatusChipProps) {
  const label = useLabel();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === UserStatus.active ? 'success' : 'default'}
      label={label(UserStatus.labelKey(status))}
    />
  );
}
