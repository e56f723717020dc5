import type { RouteObject } from 'react-router';
import { permittedPages } from '../../app/routing/permittedPages.tsx';

/**
 * The signed-in directory pages of agencies, care coordinators and payers (under /user). Each
 * page also says who may change what; the server checks every call again.
 */
export const directoryRoutes: RouteObject[] = [
  ...permittedPages('viewAgencies', [
    {
      path: 'agencies',
      page: () => import('./agencies/AgenciesPage.tsx').then((m) => <m.AgenciesPage />),
    },
    {
      path: 'agencies/new',
      page: () => import('./agencies/AgencyFormPage.tsx').then((m) => <m.NewAgencyPage />),
    },
    {
      path: 'agencies/:agencyId',
      page: () => import('./agencies/AgencyDetailPage.tsx').then((m) => <m.AgencyDetailPage />),
    },
    {
      path: 'agencies/:agencyId/edit',
      page: () => import('./agencies/AgencyFormPage.tsx').then((m) => <m.EditAgencyPage />),
    },
  ]),
  ...permittedPages('viewCoordinatorsAndPayers', [
    {
      path: 'coordinators',
      page: () => import('./coordinators/CoordinatorsPage.tsx').then((m) => <m.CoordinatorsPage />),
    },
    {
      path: 'coordinators/new',
      page: () =>
        import('./coordinators/CoordinatorFormPages.tsx').then((m) => <m.NewCoordinatorPage />),
    },
    {
      path: 'coordinators/:id',
      page: () =>
        import('./coordinators/CoordinatorDetailPage.tsx').then((m) => <m.CoordinatorDetailPage />),
    },
    {
      path: 'coordinators/:id/edit',
      page: () =>
        import('./coordinators/CoordinatorFormPages.tsx').then((m) => <m.EditCoordinatorPage />),
    },
    { path: 'payers', page: () => import('./payers/PayersPage.tsx').then((m) => <m.PayersPage />) },
    {
      path: 'payers/new',
      page: () => import('./payers/PayerFormPages.tsx').then((m) => <m.NewPayerPage />),
    },
    {
      path: 'payers/:id',
      page: () => import('./payers/PayerDetailPage.tsx').then((m) => <m.PayerDetailPage />),
    },
    {
      path: 'payers/:id/edit',
      page: () => import('./payers/PayerFormPages.tsx').then((m) => <m.EditPayerPage />),
    },
  ]),
];
