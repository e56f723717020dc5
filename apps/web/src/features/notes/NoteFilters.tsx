import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.tsx';
import { FilterBar } from '../../components/list/FilterBar.tsx';
import { SearchFilter } from '../../components/list/SearchFilter.tsx';
import { SelectFilter } from '../../components/list/SelectFilter.tsx';
import type { ListParams } from '../../components/list/useListParams.ts';
import { useNoteTypeLabel } from './noteLabels.ts';
import { useNoteAuthors, useNoteTypes } from './notesApi.ts';
import { type NotesOwner, ownerNoteKind } from './notesOwner.ts';

export const NOTE_FILTERS = ['drafts', 'type', 'author', 'from', 'to', 'q'] as const;
export type NoteFilter = (typeof NOTE_FILTERS)[number];

export type NoteFiltersProps = { owner: NotesOwner; params: ListParams<NoteFilter> };

/** Search, type, author and days of a timeline, and the switch to the reader's own drafts. */
export function NoteFilters({ owner, params }: NoteFiltersProps) {
  const { t } = useTranslation('notes');
  const typeLabel = useNoteTypeLabel();
  const types = useNoteTypes(ownerNoteKind(owner));
  const authors = useNoteAuthors(owner);
  const { filters, setFilters } = params;
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={filters.drafts === '1'}
            onChange={(event) => setFilters({ drafts: event.target.checked ? '1' : '' })}
            slotProps={{ input: { role: 'switch' } }}
          />
        }
        label={t('timeline.myDrafts')}
      />
      <FilterBar label={t('timeline.filters')}>
        <SearchFilter
          label={t('timeline.search')}
          value={filters.q}
          onChange={(q) => setFilters({ q })}
        />
        <SelectFilter
          label={t('timeline.type')}
          value={filters.type}
          options={(types.data ?? []).map((type) => ({
            value: String(type.id),
            label: typeLabel(type),
          }))}
          onChange={(type) => setFilters({ type })}
        />
        <SelectFilter
          label={t('timeline.author')}
          value={filters.author}
          options={(authors.data ?? []).map((author) => ({
            value: String(author.id),
            label: t('timeline.authorOption', { name: author.name, count: author.count }),
          }))}
          onChange={(author) => setFilters({ author })}
        />
        <DateRangeFilter from={filters.from} to={filters.to} onChange={setFilters} />
      </FilterBar>
    </>
  );
}
