import type { Note, NoteKind } from '@hearth/domain';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { isNotFound } from '../patients/index.ts';
import { NoteActions, TextChangeButtons } from './NoteActions.tsx';
import { NoteCard } from './NoteCard.tsx';
import { NoteLogs } from './NoteLogs.tsx';
import { useNote } from './notesApi.ts';

export type OpenedNoteProps = { kind: NoteKind; noteId: number; onClose: () => void };

/**
 * One note, opened (the server records the view): its text with every change, its addenda and
 * documents, what the reader may do with it, and its logs.
 */
export function OpenedNote({ kind, noteId, onClose }: OpenedNoteProps) {
  const { t } = useTranslation('notes');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const titleId = useId();
  const tabsId = useId();
  const [tab, setTab] = useState<'note' | 'logs'>('note');
  const query = useNote(kind, noteId);
  const { data: details } = useAuthDetails();
  const note = query.data;
  // The server shows the logs to the author and the note's supervisors only.
  const readsLogs =
    note !== undefined &&
    (note.author.id === details?.user.id || note.can.hold || note.can.unhold || note.can.extend);

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('opened.title')}
        <IconButton
          aria-label={t('opened.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {isNotFound(query.error) ? (
          <Alert severity="warning" role="alert">
            {t('opened.notFound')}
          </Alert>
        ) : query.isPending ? (
          <ListLoading label={t('opened.loading')} />
        ) : query.isError ? (
          <ListError message={query.error.message} onRetry={() => void query.refetch()} />
        ) : note ? (
          readsLogs ? (
            <Stack spacing={2}>
              <Tabs
                value={tab}
                onChange={(_event, value: 'note' | 'logs') => setTab(value)}
                aria-label={t('opened.tabs')}
              >
                <Tab value="note" id={`${tabsId}-note`} label={t('opened.note')} />
                <Tab value="logs" id={`${tabsId}-logs`} label={t('opened.logs')} />
              </Tabs>
              <div role="tabpanel" aria-labelledby={`${tabsId}-${tab}`}>
                {tab === 'logs' ? (
                  <NoteLogs kind={kind} noteId={note.id} />
                ) : (
                  <OpenedNoteCard note={note} />
                )}
              </div>
            </Stack>
          ) : (
            <OpenedNoteCard note={note} />
          )
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The note with what the reader may do with it, and with each of its addenda. */
function OpenedNoteCard({ note }: { note: Note }) {
  return (
    <NoteCard
      note={note}
      manageDocuments
      actions={note.signedAt ? <NoteActions note={note} /> : undefined}
      appendedActions={(appended) => (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <TextChangeButtons parent={note} target={appended} />
        </Stack>
      )}
    />
  );
}
