import { Role } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ListEmpty, ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { RecordNotFound } from '../../components/RecordNotFound.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { isNotFound, usePatientIdParam } from '../patients/index.ts';
import { MessageComposer } from './MessageComposer.tsx';
import { MessageThread } from './MessageThread.tsx';
import { messagesOf, patientNameOf, useMarkThreadRead, usePatientThread } from './messagesApi.ts';
import { useLiveThread } from './useLiveThread.ts';

/** Marks the thread read up to its newest message once the reader has it on screen. */
function useReadOnOpen(patientId: number, newest: { id: number; unread: boolean } | undefined) {
  const markRead = useMarkThreadRead(patientId).mutate;
  const newestUnread = newest?.unread === true ? newest.id : null;
  useEffect(() => {
    if (newestUnread !== null) {
      markRead(newestUnread);
    }
  }, [newestUnread, markRead]);
}

/** The page's heading: whose thread it is once known, so a reader knows who is discussed. */
function MessagesHeading({ patientName }: { patientName?: string | undefined }) {
  const { t } = useTranslation('messages');
  const title =
    patientName === undefined ? t('page.title') : t('page.titleAbout', { name: patientName });
  usePageTitle(title);
  return (
    <Stack spacing={1}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{t('page.intro')}</Typography>
    </Stack>
  );
}

function ThreadBody({ patientId, writes }: { patientId: number; writes: boolean }) {
  const { t } = useTranslation('messages');
  const query = usePatientThread(patientId);
  useLiveThread(patientId);
  const messages = messagesOf(query.data);
  useReadOnOpen(patientId, writes ? messages.at(-1) : undefined);

  if (isNotFound(query.error)) {
    return <RecordNotFound title={t('notFound.title')} message={t('notFound.message')} />;
  }
  if (query.isPending) {
    return <ListLoading label={t('thread.loading')} />;
  }
  if (query.isError) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return (
    <Stack spacing={3}>
      {query.hasNextPage && (
        <SpinnerButton
          variant="text"
          spinning={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          sx={{ alignSelf: 'center' }}
        >
          {t('thread.earlier')}
        </SpinnerButton>
      )}
      {messages.length === 0 ? (
        <ListEmpty message={writes ? t('thread.emptyWrite') : t('thread.empty')} />
      ) : (
        <MessageThread messages={messages} />
      )}
      {writes ? (
        <MessageComposer patientId={patientId} />
      ) : (
        <Alert severity="info">{t('readOnly')}</Alert>
      )}
    </Stack>
  );
}

function Thread({ patientId, writes }: { patientId: number; writes: boolean }) {
  const query = usePatientThread(patientId);
  return (
    <>
      <MessagesHeading patientName={patientNameOf(query.data)} />
      <ThreadBody patientId={patientId} writes={writes} />
    </>
  );
}

/** A patient's thread between their family and the people who care for them, for both sides. */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  const patientId = usePatientIdParam();
  const role = useAuthDetails().data?.user.role;

  return (
    <Stack spacing={3} sx={{ maxWidth: 880, width: '100%', mx: 'auto' }}>
      {patientId === null ? (
        <>
          <MessagesHeading />
          <RecordNotFound title={t('notFound.title')} message={t('notFound.message')} />
        </>
      ) : (
        <Thread patientId={patientId} writes={role !== Role.admin} />
      )}
    </Stack>
  );
}
