export { UserStatusChip } from './UserStatusChip.tsx';
