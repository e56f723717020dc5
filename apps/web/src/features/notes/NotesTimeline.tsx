import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListEmpty, ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { useAddressParams } from '../../components/list/useAddressParams.ts';
import { useListParams } from '../../components/list/useListParams.ts';
import { NoteCard } from './NoteCard.tsx';
import { NoteEditor } from './NoteEditor.tsx';
import { NOTE_FILTERS, NoteFilters } from './NoteFilters.tsx';
import { useNote, useNotes } from './notesApi.ts';
import { type NotesOwner, ownerNoteKind } from './notesOwner.ts';
import { OpenedNote } from './OpenedNote.tsx';

const NO_FILTERS = { type: '', author: '', from: '', to: '', q: '' };

export type NotesTimelineProps = {
  owner: NotesOwner;
  /** Whether the reader writes notes for this owner (the server decides in any case). */
  canWrite: boolean;
};

/**
 * The notes of a patient, a hub or a cluster, newest first, with filters and paging; the reader's
 * own drafts behind a switch. The opened note (`?note=`) and the editor (`?write=new|<draft id>`)
 * are in the address too, so a reload (after a 419) comes back to them.
 */
export function NotesTimeline({ owner, canWrite }: NotesTimelineProps) {
  const { t } = useTranslation('notes');
  const params = useListParams(NOTE_FILTERS);
  const [search, changeSearch] = useAddressParams();
  const [done, setDone] = useState<'saved' | 'signed' | null>(null);
  const kind = ownerNoteKind(owner);
  const isDraft = params.filters.drafts === '1';
  // The drafts switch chooses the list, it is no filter: clearing filters leaves it as it is.
  const { drafts: _drafts, ...filters } = params.filters;
  const filtersSet = Object.values(filters).some((value) => value !== '');
  const result = useNotes(owner, isDraft, {
    page: params.page,
    perPage: params.perPage,
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
  });
  const openedId = Number(search.get('note'));
  const writing = search.get('write');
  const draftId = writing === null || writing === 'new' ? 0 : Number(writing);
  const listed = result.data?.data.find((note) => note.id === draftId);
  // A draft named in the address but not on this page of the list (a reload on another page).
  const fetched = useNote(
    kind,
    draftId,
    Number.isInteger(draftId) && draftId > 0 && !listed && !result.isPending,
  );
  const draft = [listed, fetched.data].find((note) => note?.signedAt === null) ?? null;

  const setOpen = (name: 'note' | 'write', value: string | null) =>
    changeSearch((next) => {
      if (value === null) {
        next.delete(name);
      } else {
        next.set(name, value);
      }
    });

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="h5" component="h2">
          {isDraft ? t('timeline.draftsTitle') : t('timeline.title')}
        </Typography>
        {canWrite && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              setDone(null);
              setOpen('write', 'new');
            }}
          >
            {t('timeline.new')}
          </Button>
        )}
      </Stack>
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone(null)}>
          {done === 'signed' ? t('timeline.signed') : t('timeline.saved')}
        </Alert>
      )}
      <NoteFilters owner={owner} params={params} />
      {result.isPending ? (
        <ListLoading label={t('timeline.loading')} />
      ) : result.isError ? (
        <ListError message={result.error.message} onRetry={() => void result.refetch()} />
      ) : (
        <Stack spacing={1.5}>
          <Typography role="status" variant="body2" color="text.secondary">
            {t('timeline.count', { count: result.data.meta.total })}
          </Typography>
          {result.data.data.length === 0 ? (
            <ListEmpty
              message={
                filtersSet
                  ? t('timeline.noneMatching')
                  : isDraft
                    ? t('timeline.noDrafts')
                    : t('timeline.none')
              }
              onClearFilters={filtersSet ? () => params.setFilters(NO_FILTERS) : undefined}
              onFirstPage={result.data.meta.total > 0 ? () => params.setPage(1) : undefined}
            />
          ) : (
            <Box aria-busy={result.isPlaceholderData} sx={{ position: 'relative' }}>
              {result.isPlaceholderData && (
                <LinearProgress
                  aria-label={t('timeline.updating')}
                  sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
                />
              )}
              <Stack
                component="ol"
                aria-label={t('timeline.label')}
                spacing={2}
                sx={{ listStyle: 'none', m: 0, p: 0 }}
              >
                {result.data.data.map((note) => (
                  <li key={note.id}>
                    <NoteCard
                      note={note}
                      actions={
                        note.signedAt === null ? (
                          note.can.edit && (
                            <Button
                              size="small"
                              variant="outlined"
                              onClick={() => setOpen('write', String(note.id))}
                            >
                              {t('timeline.continue')}
                            </Button>
                          )
                        ) : (
                          <Button
                            size="small"
                            variant="outlined"
                            aria-label={t('timeline.openNamed', { title: note.title ?? '' })}
                            onClick={() => setOpen('note', String(note.id))}
                          >
                            {t('timeline.open')}
                          </Button>
                        )
                      }
                    />
                  </li>
                ))}
              </Stack>
            </Box>
          )}
          {result.data.meta.total > 0 && (
            <ListPagination
              page={params.page}
              perPage={params.perPage}
              total={result.data.meta.total}
              onPageChange={params.setPage}
              onPerPageChange={params.setPerPage}
            />
          )}
        </Stack>
      )}
      {writing !== null && (writing === 'new' || draft !== null) && (
        <NoteEditor
          key={writing}
          owner={owner}
          draft={draft}
          onClose={() => setOpen('write', null)}
          onDone={(signed) => {
            setDone(signed ? 'signed' : 'saved');
            setOpen('write', null);
          }}
        />
      )}
      {Number.isInteger(openedId) && openedId > 0 && (
        <OpenedNote kind={kind} noteId={openedId} onClose={() => setOpen('note', null)} />
      )}
    </Stack>
  );
}
