import { ASSESSMENT_SORTS, type AssessmentSort, Role } from '@hearth/domain';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { DefaultedSelect } from '../../components/DefaultedSelect.tsx';
import { AddLink } from '../../components/list/AddLink.tsx';
import { DataList } from '../../components/list/DataList.tsx';
import { FilterBar } from '../../components/list/FilterBar.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { setFilters } from '../../components/list/queryParams.ts';
import { SearchFilter } from '../../components/list/SearchFilter.tsx';
import { SelectFilter } from '../../components/list/SelectFilter.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import { useAuthDetails } from '../identity/index.ts';
import { useShortList } from '../reference/index.ts';
import { canBookAssessments } from './assessmentAccess.ts';
import { useAssessmentColumns } from './assessmentColumns.tsx';
import { useAssessmentList } from './assessmentsApi.ts';
import { StatusChipsFilter } from './StatusChipsFilter.tsx';

const FILTERS = ['q', 'status', 'careType', 'sort'] as const;
/** The server's default order first: the select shows it when the address names none. */
const SORTS: readonly AssessmentSort[] = [
  '-createdAt',
  ...ASSESSMENT_SORTS.filter((sort) => sort !== '-createdAt'),
];

/** Bookings of care, marketplace requests among them: filter, sort, open or book a new one. */
export function AssessmentsPage() {
  const { t } = useTranslation('assessments');
  const { data: details } = useAuthDetails();
  const list = useListParams(FILTERS);
  const careTypes = useShortList('careTypes');
  const result = useAssessmentList({
    page: list.page,
    perPage: list.perPage,
    ...setFilters(list.filters),
  });
  const columns = useAssessmentColumns(details?.user.role === Role.admin);
  const canAdd = canBookAssessments(details);

  return (
    <ListPage
      title={t('title')}
      action={
        canAdd && (
          <AddLink to="/user/assessments/new" icon={<AddIcon />}>
            {t('list.add')}
          </AddLink>
        )
      }
      filters={
        <FilterBar label={t('list.filters')}>
          <StatusChipsFilter
            label={t('list.statuses')}
            value={list.filters.status}
            onChange={(status) => list.setFilters({ status })}
          />
          <SearchFilter
            label={t('list.search')}
            value={list.filters.q}
            onChange={(q) => list.setFilters({ q })}
          />
          <SelectFilter
            label={t('list.careType')}
            value={list.filters.careType}
            options={careTypes.options.map((option) => ({
              value: String(option.id),
              label: option.label,
            }))}
            onChange={(careType) => list.setFilters({ careType })}
          />
          <DefaultedSelect
            label={t('list.sort')}
            value={list.filters.sort}
            values={SORTS}
            labelOf={(sort) => t(`list.sorts.${sort}`)}
            onChange={(sort) => list.setFilters({ sort })}
          />
        </FilterBar>
      }
    >
      <DataList
        label={t('title')}
        columns={columns}
        rowKey={(assessment) => assessment.id}
        result={result}
        params={list}
        emptyMessage={t(
          list.hasFilters ? 'list.noneMatching' : canAdd ? 'list.none' : 'list.noneToShow',
        )}
      />
    </ListPage>
  );
}
