import { CAREGIVER_SORTS, CaregiverStatus, Competency, Role, Skill, WeekDay } from '@hearth/domain';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { DefaultedSelect } from '../../components/DefaultedSelect.tsx';
import { DataList } from '../../components/list/DataList.tsx';
import { FilterBar } from '../../components/list/FilterBar.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { setFilters } from '../../components/list/queryParams.ts';
import { SearchFilter } from '../../components/list/SearchFilter.tsx';
import { SelectFilter } from '../../components/list/SelectFilter.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import { useAuthDetails } from '../identity/index.ts';
import { AgencyFilter, type LookupOption, useShortList } from '../reference/index.ts';
import { useCaregiverColumns } from './caregiverColumns.tsx';
import { useCaregiverList } from './caregiversApi.ts';
import { canManageCaregivers } from './permissions.ts';

const FILTERS = [
  'q',
  'status',
  'professionId',
  'languageId',
  'skill',
  'skillLevel',
  'weekDay',
  'agencyId',
  'sort',
] as const;

// Distance needs a place to measure from, which this page does not ask for. By name first: the
// server's default.
const SORTS = CAREGIVER_SORTS.filter((sort) => sort !== 'distance');

const asOptions = (choices: readonly LookupOption[]) =>
  choices.map((choice) => ({ value: String(choice.id), label: choice.label }));

/** An agency's caregivers: find them by name, status, profession, language, skill or day. */
export function CaregiversPage() {
  const { t } = useTranslation('caregivers');
  const label = useLabel();
  const localized = useLocalizedPath();
  const { data: details } = useAuthDetails();
  const list = useListParams(FILTERS);
  const { filters } = list;
  const result = useCaregiverList({
    page: list.page,
    perPage: list.perPage,
    // A level means nothing without its skill; an old link may still carry one.
    ...setFilters({ ...filters, skillLevel: filters.skill ? filters.skillLevel : '' }),
  });
  const isAdmin = details?.user.role === Role.admin;
  const columns = useCaregiverColumns(isAdmin);
  const professions = useShortList('professions');
  const languages = useShortList('languages');

  return (
    <ListPage
      title={t('title')}
      action={
        details && canManageCaregivers(details) ? (
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            component={RouterLink}
            to={localized('/user/caregivers/new')}
          >
            {t('list.add')}
          </Button>
        ) : undefined
      }
      filters={
        <FilterBar>
          <SearchFilter
            label={t('list.search')}
            value={filters.q}
            onChange={(q) => list.setFilters({ q })}
          />
          <SelectFilter
            label={t('list.status')}
            value={filters.status}
            options={CaregiverStatus.codes.map((status) => ({
              value: status,
              label: label(CaregiverStatus.labelKey(status)),
            }))}
            onChange={(status) => list.setFilters({ status })}
          />
          <SelectFilter
            label={t('list.profession')}
            value={filters.professionId}
            options={asOptions(professions.options)}
            onChange={(professionId) => list.setFilters({ professionId })}
          />
          <SelectFilter
            label={t('list.language')}
            value={filters.languageId}
            options={asOptions(languages.options)}
            onChange={(languageId) => list.setFilters({ languageId })}
          />
          <SelectFilter
            label={t('list.skill')}
            value={filters.skill}
            options={Skill.codes.map((skill) => ({
              value: skill,
              label: label(Skill.labelKey(skill)),
            }))}
            onChange={(skill) => list.setFilters({ skill, ...(skill ? {} : { skillLevel: '' }) })}
          />
          {filters.skill && (
            <SelectFilter
              label={t('list.skillLevel')}
              value={filters.skillLevel}
              options={Competency.codes
                .filter((level) => level !== Competency.noExperience)
                .map((level) => ({
                  value: String(level),
                  label: label(Competency.labelKey(level)),
                }))}
              onChange={(skillLevel) => list.setFilters({ skillLevel })}
            />
          )}
          <SelectFilter
            label={t('list.weekDay')}
            value={filters.weekDay}
            options={WeekDay.codes.map((day) => ({
              value: String(day),
              label: label(WeekDay.labelKey(day)),
            }))}
            onChange={(weekDay) => list.setFilters({ weekDay })}
          />
          {/* Agency staff only ever see their own agency; the filter is for admins. */}
          {isAdmin && (
            <AgencyFilter
              label={t('list.agency')}
              value={filters.agencyId}
              onChange={(agencyId) => list.setFilters({ agencyId })}
            />
          )}
          <DefaultedSelect
            label={t('list.sort')}
            value={filters.sort}
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
        rowKey={(caregiver) => caregiver.id}
        result={result}
        params={list}
        emptyMessage={t(list.hasFilters ? 'list.noneMatching' : 'list.none')}
      />
    </ListPage>
  );
}
