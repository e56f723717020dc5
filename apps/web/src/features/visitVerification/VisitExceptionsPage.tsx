import {
  Role,
  VISIT_EXCEPTION_KINDS,
  VISIT_EXCEPTION_STATES,
  type VisitException,
  type VisitExceptionKind,
  type VisitExceptionState,
} from '@hearth/domain';
import SettingsIcon from '@mui/icons-material/Settings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { DefaultedSelect } from '../../components/DefaultedSelect.tsx';
import { DataList } from '../../components/list/DataList.tsx';
import { FilterBar } from '../../components/list/FilterBar.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { SelectFilter } from '../../components/list/SelectFilter.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import { visuallyHidden } from '../../components/visuallyHidden.ts';
import { useAuthDetails } from '../identity/index.ts';
import { AgencyFilter } from '../reference/index.ts';
import { useExceptionColumns } from './exceptionColumns.tsx';
import { ResolveExceptionDialog } from './ResolveExceptionDialog.tsx';
import { useExceptionText } from './useExceptionText.ts';
import { useLiveVisitExceptions } from './useLiveVisitExceptions.ts';
import { VisitChangeDialog } from './VisitChangeDialog.tsx';
import { ownAgencyId, setsVerification } from './verificationAccess.ts';
import { useVisitExceptions } from './visitVerificationApi.ts';

const FILTERS = ['state', 'kind', 'agencyId'] as const;

const oneOf = <V extends string>(values: readonly V[], value: string): V | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The agency's visit exceptions: open ones first, newest first, each resolved with a note or
 * settled by correcting the visit; a new one appears as it is raised, without a reload.
 */
export function VisitExceptionsPage() {
  const { t } = useTranslation('visitVerification');
  const localized = useLocalizedPath();
  const { data: details } = useAuthDetails();
  const list = useListParams(FILTERS);
  const isAdmin = details?.user.role === Role.admin;
  const chosenAgency = Number(list.filters.agencyId);
  const agencyId = isAdmin
    ? Number.isInteger(chosenAgency) && chosenAgency > 0
      ? chosenAgency
      : null
    : ownAgencyId(details);
  const state: VisitExceptionState = oneOf(VISIT_EXCEPTION_STATES, list.filters.state) ?? 'open';
  const kind: VisitExceptionKind | undefined = oneOf(VISIT_EXCEPTION_KINDS, list.filters.kind);
  const result = useVisitExceptions(agencyId, {
    page: list.page,
    perPage: list.perPage,
    state,
    kind,
  });
  const arrived = useLiveVisitExceptions(agencyId);
  const text = useExceptionText();
  const [resolving, setResolving] = useState<VisitException | null>(null);
  const [correcting, setCorrecting] = useState<VisitException | null>(null);
  const columns = useExceptionColumns({ onResolve: setResolving, onCorrect: setCorrecting });

  return (
    <ListPage
      title={t('queue.title')}
      action={
        details != null &&
        setsVerification(details.user.role) &&
        agencyId !== null && (
          <Button
            variant="outlined"
            startIcon={<SettingsIcon />}
            component={RouterLink}
            to={localized(`/user/visit-verification?agencyId=${agencyId}`)}
          >
            {t('queue.settings')}
          </Button>
        )
      }
      filters={
        <FilterBar label={t('queue.filters')}>
          {isAdmin && (
            <AgencyFilter
              label={t('queue.agency')}
              value={list.filters.agencyId}
              onChange={(id) => list.setFilters({ agencyId: id })}
            />
          )}
          <DefaultedSelect
            label={t('queue.state')}
            value={list.filters.state}
            values={VISIT_EXCEPTION_STATES}
            labelOf={(value) => t(`queue.states.${value}`)}
            onChange={(value) => list.setFilters({ state: value })}
          />
          <SelectFilter
            label={t('queue.kind')}
            value={list.filters.kind}
            options={VISIT_EXCEPTION_KINDS.map((value) => ({
              value,
              label: text.kind(value),
            }))}
            onChange={(value) => list.setFilters({ kind: value })}
          />
        </FilterBar>
      }
    >
      {/* Polite: a new exception is told without taking the reader away from the row. */}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {arrived > 0 && t('queue.arrived', { count: arrived })}
      </Box>
      {agencyId === null ? (
        <Alert severity="info">{t('queue.chooseAgency')}</Alert>
      ) : (
        <DataList
          label={t('queue.title')}
          columns={columns}
          rowKey={(row) => row.id}
          result={result}
          params={list}
          emptyMessage={t(
            list.hasFilters
              ? 'queue.noneMatching'
              : state === 'open'
                ? 'queue.none'
                : 'queue.noneAtAll',
          )}
        />
      )}
      {resolving && (
        <ResolveExceptionDialog exception={resolving} onClose={() => setResolving(null)} />
      )}
      {correcting && (
        <VisitChangeDialog
          shiftId={correcting.shiftId}
          patientName={correcting.patient.name}
          suggestedField={correcting.phase === 'check_out' ? 'checkOut' : 'checkIn'}
          onClose={() => setCorrecting(null)}
        />
      )}
    </ListPage>
  );
}
