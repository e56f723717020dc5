import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../api/ApiError.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { BackToList } from '../../components/BackToList.tsx';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { RecordNotFound } from '../../components/RecordNotFound.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { useUser } from './adminApi.ts';
import { canManage, roleChoices } from './rolePolicy.ts';
import { UserRoleAction } from './UserRoleAction.tsx';
import { UserStatusAction } from './UserStatusAction.tsx';
import { UserSummary } from './UserSummary.tsx';

/** Back to the users list, filtered as it was when this person was opened from it. */
function BackToUsers() {
  const { t } = useTranslation('admin');
  return <BackToList path="/user/users" label={t('userDetail.back')} />;
}

function NotFound() {
  const { t } = useTranslation('admin');
  usePageTitle(t('userDetail.notFound.title'));
  return (
    <Stack spacing={2}>
      <BackToUsers />
      <RecordNotFound
        title={t('userDetail.notFound.title')}
        message={t('userDetail.notFound.message')}
      />
    </Stack>
  );
}

/** One person's account, and what the signed-in person may change about it. */
export function UserDetailPage() {
  const { t } = useTranslation('admin');
  const { userId } = useParams();
  const id = Number(userId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: details } = useAuthDetails();
  // An id that is no number asks the server nothing; it is simply not found.
  const query = useUser(valid ? id : 0, valid);
  const [notice, setNotice] = useState<string | null>(null);
  usePageTitle(query.data?.name ?? t('userDetail.title'));

  if (!valid || (query.error instanceof ApiError && query.error.code === 'not_found')) {
    return <NotFound />;
  }
  if (query.isPending) {
    return <ListLoading label={t('userDetail.loading')} />;
  }
  if (query.isError) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const user = query.data;
  const manageable = details !== undefined && details !== null && canManage(details, user);
  const choices = manageable ? roleChoices(details, user) : [];

  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <BackToUsers />
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {user.name}
      </Typography>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <UserSummary user={user} />
      {manageable && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="user-actions"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography variant="h5" component="h2" id="user-actions" gutterBottom>
            {t('userDetail.actions')}
          </Typography>
          <Stack spacing={3} divider={<Divider flexItem />}>
            {choices.length > 1 && (
              <UserRoleAction key={user.role} user={user} choices={choices} onDone={setNotice} />
            )}
            <UserStatusAction user={user} onDone={setNotice} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
