import type { NoteKind } from '@hearth/domain';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/DateTime.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListEmpty, ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { useNoteListLog, useNoteViewLog } from './notesApi.ts';

type LogRow = { id: number; actor: { name: string }; at: string };
type LogPage = { data: LogRow[]; meta: { page: number; perPage: number; total: number } };

const PER_PAGE = 20;

type LogListProps = {
  label: string;
  emptyMessage: string;
  result: UseQueryResult<LogPage>;
  page: number;
  onPage: (page: number) => void;
};

/** One log: who and when, newest first, a page at a time. */
function LogList({ label, emptyMessage, result, page, onPage }: LogListProps) {
  const { t } = useTranslation('notes');
  if (result.isPending) {
    return <ListLoading label={t('logs.loading')} />;
  }
  if (result.isError) {
    return <ListError message={result.error.message} onRetry={() => void result.refetch()} />;
  }
  const { data: rows, meta } = result.data;
  if (rows.length === 0) {
    return <ListEmpty message={emptyMessage} />;
  }
  return (
    <Stack spacing={1}>
      <Stack component="ul" aria-label={label} spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
        {rows.map((row) => (
          <li key={row.id}>
            <Typography variant="body2">
              {row.actor.name} · <DateTime value={row.at} withSeconds />
            </Typography>
          </li>
        ))}
      </Stack>
      <ListPagination
        page={page}
        perPage={PER_PAGE}
        total={meta.total}
        onPageChange={onPage}
        onPerPageChange={() => undefined}
      />
    </Stack>
  );
}

export type NoteLogsProps = { kind: NoteKind; noteId: number };

/** Who opened the note, and who had it in a list: every reading is on the record. */
export function NoteLogs({ kind, noteId }: NoteLogsProps) {
  const { t } = useTranslation('notes');
  const idBase = useId();
  const [log, setLog] = useState<'view' | 'list'>('view');
  const [viewPage, setViewPage] = useState(1);
  const [listPage, setListPage] = useState(1);
  const views = useNoteViewLog(kind, noteId, { page: viewPage, perPage: PER_PAGE });
  const lists = useNoteListLog(kind, noteId, { page: listPage, perPage: PER_PAGE });
  return (
    <Stack spacing={2}>
      <Tabs
        value={log}
        onChange={(_event, value: 'view' | 'list') => setLog(value)}
        aria-label={t('logs.label')}
      >
        <Tab
          value="view"
          id={`${idBase}-view`}
          aria-controls={`${idBase}-panel`}
          label={t('logs.views')}
        />
        <Tab
          value="list"
          id={`${idBase}-list`}
          aria-controls={`${idBase}-panel`}
          label={t('logs.lists')}
        />
      </Tabs>
      <div role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-${log}`}>
        {log === 'view' ? (
          <LogList
            label={t('logs.views')}
            emptyMessage={t('logs.noViews')}
            result={views}
            page={viewPage}
            onPage={setViewPage}
          />
        ) : (
          <LogList
            label={t('logs.lists')}
            emptyMessage={t('logs.noLists')}
            result={lists}
            page={listPage}
            onPage={setListPage}
          />
        )}
      </div>
    </Stack>
  );
}
