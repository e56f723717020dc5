import { PATIENT_SORTS, PatientStatus, Role } from '@hearth/domain';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
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
import { AgencyFilter, LookupSelectFilter } from '../reference/index.ts';
import { canAddPatients } from './patientAccess.ts';
import { usePatientColumns } from './patientColumns.tsx';
import { usePatientList } from './patientsApi.ts';

const FILTERS = ['q', 'status', 'sort', 'agencyId', 'careCoordinatorId', 'payerId'] as const;
/** The patients this person works with: search, filter, sort, and open or add one. */
export function PatientsPage() {
  const { t } = useTranslation('patients');
  const label = useLabel();
  const { data: details } = useAuthDetails();
  const list = useListParams(FILTERS);
  const result = usePatientList({
    page: list.page,
    perPage: list.perPage,
    ...setFilters(list.filters),
  });
  const isAdmin = details?.user.role === Role.admin;
  const columns = usePatientColumns(isAdmin);
  // Payers and coordinators are listed for those who manage them: admins and agency staff.
  const seesDirectory = details?.permissions.viewCoordinatorsAndPayers === true;
  const canAdd = canAddPatients(details);

  return (
    <ListPage
      title={t('title')}
      action={
        canAdd && (
          <AddLink to="/user/patients/new" icon={<PersonAddIcon />}>
            {t('list.add')}
          </AddLink>
        )
      }
      filters={
        <FilterBar label={t('list.filters')}>
          <SearchFilter
            label={t('list.search')}
            value={list.filters.q}
            onChange={(q) => list.setFilters({ q })}
          />
          <SelectFilter
            label={t('list.status')}
            value={list.filters.status}
            options={PatientStatus.codes.map((status) => ({
              value: status,
              label: label(PatientStatus.labelKey(status)),
            }))}
            onChange={(status) => list.setFilters({ status })}
          />
          {isAdmin && (
            <AgencyFilter
              label={t('list.agency')}
              value={list.filters.agencyId}
              onChange={(agencyId) => list.setFilters({ agencyId })}
            />
          )}
          {seesDirectory && (
            <LookupSelectFilter
              lookup="careCoordinators"
              label={t('list.careCoordinator')}
              value={list.filters.careCoordinatorId}
              onChange={(careCoordinatorId) => list.setFilters({ careCoordinatorId })}
            />
          )}
          {seesDirectory && (
            <LookupSelectFilter
              lookup="payers"
              label={t('list.payer')}
              value={list.filters.payerId}
              onChange={(payerId) => list.setFilters({ payerId })}
            />
          )}
          <DefaultedSelect
            label={t('list.sort')}
            value={list.filters.sort}
            values={PATIENT_SORTS}
            labelOf={(sort) => t(`list.sorts.${sort}`)}
            onChange={(sort) => list.setFilters({ sort })}
          />
        </FilterBar>
      }
    >
      <DataList
        label={t('title')}
        columns={columns}
        rowKey={(patient) => patient.id}
        result={result}
        params={list}
        emptyMessage={t(
          list.hasFilters ? 'list.noneMatching' : canAdd ? 'list.none' : 'list.noneToShow',
        )}
      />
    </ListPage>
  );
}
