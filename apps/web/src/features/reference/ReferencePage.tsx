import { ReferenceList, ReferenceStatus } from '@hearth/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { DataList } from '../../components/list/DataList.tsx';
import { FilterBar } from '../../components/list/FilterBar.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { SearchFilter } from '../../components/list/SearchFilter.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import { EntryFormDialog } from './EntryFormDialog.tsx';
import { displayName, type EntryRow } from './entries.ts';
import { type EntryAction, useEntryColumns } from './entryColumns.tsx';
import { RetireDialog } from './RetireDialog.tsx';
import { useEntryList, useListSummaries } from './referenceApi.ts';

const FILTERS = ['q', 'retired'] as const;

type Open =
  | { kind: 'add' }
  | { kind: 'rename'; row: EntryRow }
  | { kind: 'retire' | 'unretire'; row: EntryRow }
  | null;

type Done = { key: 'added' | 'renamed' | 'retired' | 'unretired'; name: string };

/** The list being shown, kept in the address (`?list=languages`) like its filters. */
function useChosenList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('list');
  const list: ReferenceList = ReferenceList.isCode(asked) ? asked : ReferenceList.provinces;
  // Another list starts fresh: its own first page, no search carried over.
  const choose = useCallback(
    (next: ReferenceList) => setSearchParams(new URLSearchParams({ list: next })),
    [setSearchParams],
  );
  return { list, choose };
}

/** Administrators keep the lookup lists: add, rename, retire and offer again. */
export function ReferencePage() {
  const { t } = useTranslation('reference');
  const label = useLabel();
  const locale = useLocale();
  const { list, choose } = useChosenList();
  const params = useListParams(FILTERS);
  const showRetired = params.filters.retired === '1';
  const result = useEntryList(list, {
    page: params.page,
    perPage: params.perPage,
    q: params.filters.q || undefined,
    status: showRetired ? ReferenceStatus.all : ReferenceStatus.current,
  });
  const summaries = useListSummaries();
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<Done | null>(null);
  const onAction = useCallback((action: EntryAction, row: EntryRow) => {
    setDone(null);
    setOpen({ kind: action, row });
  }, []);
  const columns = useEntryColumns(onAction);
  const finish = (key: Done['key']) => (row: EntryRow) => {
    setOpen(null);
    setDone({ key, name: displayName(row, locale) });
  };

  return (
    <ListPage
      title={t('title')}
      action={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            setDone(null);
            setOpen({ kind: 'add' });
          }}
        >
          {t('add')}
        </Button>
      }
      filters={
        <FilterBar label={t('title')}>
          <TextField
            select
            label={t('list')}
            value={list}
            onChange={(event) => {
              if (ReferenceList.isCode(event.target.value)) {
                setDone(null);
                choose(event.target.value);
              }
            }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {ReferenceList.codes.map((code) => {
              const counts = summaries.data?.find((summary) => summary.list === code);
              const name = label(ReferenceList.labelKey(code));
              return (
                <option key={code} value={code}>
                  {counts ? t('listWithCount', { name, count: counts.current }) : name}
                </option>
              );
            })}
          </TextField>
          <SearchFilter
            label={t('search')}
            value={params.filters.q}
            onChange={(q) => params.setFilters({ q })}
          />
          <FormControlLabel
            control={
              <Switch
                checked={showRetired}
                onChange={(event) =>
                  params.setFilters({ retired: event.target.checked ? '1' : '' })
                }
              />
            }
            label={t('showRetired')}
          />
        </FilterBar>
      }
    >
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone(null)}>
          {t(`done.${done.key}`, { name: done.name })}
        </Alert>
      )}
      <DataList
        label={label(ReferenceList.labelKey(list))}
        columns={columns}
        rowKey={(row) => row.id}
        result={result}
        params={params}
        emptyMessage={t(params.hasFilters ? 'noneMatching' : 'none')}
      />
      {(open?.kind === 'add' || open?.kind === 'rename') && (
        <EntryFormDialog
          list={list}
          mode={open.kind}
          entry={open.kind === 'rename' ? open.row : null}
          onClose={() => setOpen(null)}
          onSaved={finish(open.kind === 'add' ? 'added' : 'renamed')}
        />
      )}
      {(open?.kind === 'retire' || open?.kind === 'unretire') && (
        <RetireDialog
          list={list}
          row={open.row}
          retire={open.kind === 'retire'}
          onClose={() => setOpen(null)}
          onDone={finish(open.kind === 'retire' ? 'retired' : 'unretired')}
        />
      )}
    </ListPage>
  );
}
