import { Role, type User } from '@hearth/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { DateTime } from './DateTime.tsx';
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
  const facts: [string, ReactNode][] = [
    [t('users.columns.email'), user.email],
    [t('users.columns.role'), label(Role.labelKey(user.role))],
    [t('users.columns.status'), <UserStatusChip key="status" status={user.status} />],
    [
      t('userDetail.signIn'),
      user.hasPassword ? t('userDetail.hasPassword') : t('userDetail.invitationPending'),
    ],
    [t('userDetail.organisation'), useOrganisation(user)],
    [t('users.columns.created'), <DateTime key="created" value={user.createdAt} />],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '12rem minmax(0, 1fr)' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1.5 },
          m: 0,
        }}
      >
        {facts.map(([term, value]) => (
          <Fragment key={term}>
            <Box component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
              {term}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Fragment>
        ))}
      </Box>
    </Paper>
  );
}
