import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { type Permission, RequirePermission } from '../identity/index.ts';
import { AgenciesPage } from './agencies/AgenciesPage.tsx';
import { AgencyDetailPage } from './agencies/AgencyDetailPage.tsx';
import { EditAgencyPage, NewAgencyPage } from './agencies/AgencyFormPage.tsx';
import { CoordinatorDetailPage } from './coordinators/CoordinatorDetailPage.tsx';
import { EditCoordinatorPage, NewCoordinatorPage } from './coordinators/CoordinatorFormPages.tsx';
import { CoordinatorsPage } from './coordinators/CoordinatorsPage.tsx';
import { PayerDetailPage } from './payers/PayerDetailPage.tsx';
import { EditPayerPage, NewPayerPage } from './payers/PayerFormPages.tsx';
import { PayersPage } from './payers/PayersPage.tsx';

const guarded = (permission: Permission, pages: { path: string; page: ReactNode }[]) =>
  pages.map(
    ({ path, page }): RouteObject => ({
      path,
      element: <RequirePermission permission={permission}>{page}</RequirePermission>,
    }),
  );

/**
 * The signed-in directory pages of agencies, care coordinators and payers (under /user). Each
 * page also says who may change what; the server checks every call again.
 */
export const directoryRoutes: RouteObject[] = [
  ...guarded('viewAgencies', [
    { path: 'agencies', page: <AgenciesPage /> },
    { path: 'agencies/new', page: <NewAgencyPage /> },
    { path: 'agencies/:agencyId', page: <AgencyDetailPage /> },
    { path: 'agencies/:agencyId/edit', page: <EditAgencyPage /> },
  ]),
  ...guarded('viewCoordinatorsAndPayers', [
    { path: 'coordinators', page: <CoordinatorsPage /> },
    { path: 'coordinators/new', page: <NewCoordinatorPage /> },
    { path: 'coordinators/:id', page: <CoordinatorDetailPage /> },
    { path: 'coordinators/:id/edit', page: <EditCoordinatorPage /> },
    { path: 'payers', page: <PayersPage /> },
    { path: 'payers/new', page: <NewPayerPage /> },
    { path: 'payers/:id', page: <PayerDetailPage /> },
    { path: 'payers/:id/edit', page: <EditPayerPage /> },
  ]),
];
