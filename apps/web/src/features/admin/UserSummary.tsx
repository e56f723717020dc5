import { Role, type User } from '@hearth/domain';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { type Fact, FactList } from '../../components/FactList.tsx';
import { UserStatusChip } from './UserStatusChip.tsx';

export type UserSummaryProps = { user: User };

/** Organisations by id until the directory module can name them. */
function useOrganisation(user: User): string {
  const { t } = useTranslation('admin');
  if (user.partnerId !== null) {
    return t('userDetail.partner', { id: user.partnerId });
  }
  if (user.agencyIds.length > 0) {
    return t('userDetail.agencies', { ids: user.agencyIds.join(', ') });
  }
  return t('userDetail.noOrganisation');
}

/** The facts about one person, as a definition list. */
export function UserSummary({ user }: UserSummaryProps) {
  const { t } = useTranslation('admin');
  const label = useLabel();
  const facts: Fact[] = [
    { term: t('users.columns.email'), value: user.email },
    { term: t('users.columns.role'), value: label(Role.labelKey(user.role)) },
    { term: t('users.columns.status'), value: <UserStatusChip status={user.status} /> },
    {
      term: t('userDetail.signIn'),
      value: user.hasPassword ? t('userDetail.hasPassword') : t('userDetail.invitationPending'),
    },
    { term: t('userDetail.organisation'), value: useOrganisation(user) },
    { term: t('users.columns.created'), value: <DateTime value={user.createdAt} /> },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <FactList facts={facts} />
    </Paper>
  );
}
