import { Locale, localeBase } from '@hearth/domain';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../features/account/ForgotPasswordPage.tsx';
import { ProfilePage } from '../features/account/ProfilePage.tsx';
import { ResetPasswordPage } from '../features/account/ResetPasswordPage.tsx';
import { AuditLogPage } from '../features/admin/AuditLogPage.tsx';
import { SignInHistoryPage } from '../features/admin/SignInHistoryPage.tsx';
import { UserDetailPage } from '../features/admin/UserDetailPage.tsx';
import { UsersPage } from '../features/admin/UsersPage.tsx';
import { assessmentRoutes } from '../features/assessments/routes.tsx';
import { CaregiverDetailPage } from '../features/caregivers/CaregiverDetailPage.tsx';
import { EditCaregiverPage, NewCaregiverPage } from '../features/caregivers/CaregiverFormPage.tsx';
import { CaregiversPage } from '../features/caregivers/CaregiversPage.tsx';
import { directoryRoutes } from '../features/directory/routes.tsx';
import { hostLeadPipelineRoutes, hostSignUpRoutes } from '../features/hostLeads/routes.tsx';
import { hubRoutes } from '../features/hubs/routes.tsx';
import { OverviewPage } from '../features/identity/OverviewPage.tsx';
import {
  type Permission,
  RequirePermission,
  RequireSignIn,
} from '../features/identity/RequireSignIn.tsx';
import { SignInPage } from '../features/identity/SignInPage.tsx';
import {
  careRequestInboxRoutes,
  requestCareRoutes,
} from '../features/marketplace/careRequests/routes.tsx';
import { HomePage } from '../features/marketplace/HomePage.tsx';
import { listingEditorRoutes } from '../features/marketplace/listingEditor/routes.tsx';
import { marketplaceRoutes } from '../features/marketplace/routes.tsx';
import { MarPage } from '../features/medications/MarPage.tsx';
import { PatientNotesPage } from '../features/notes/PatientNotesPage.tsx';
import { clusterNotesRoutes } from '../features/notes/routes.tsx';
import { PatientDetailPage } from '../features/patients/PatientDetailPage.tsx';
import { PatientFormPage } from '../features/patients/PatientFormPage.tsx';
import { PatientsPage } from '../features/patients/PatientsPage.tsx';
import { postingRoutes } from '../features/postings/routes.tsx';
import { ReferencePage } from '../features/reference/ReferencePage.tsx';
import { referralRoutes } from '../features/referrals/routes.tsx';
import { shiftRoutes } from '../features/shifts/routes.tsx';
import { NotFoundPage } from './errors/NotFoundPage.tsx';
import { RouteErrorPage } from './errors/RouteErrorPage.tsx';
import { HUB_TABS } from './hubTabs.tsx';
import { LocaleRedirect } from './i18n/LocaleRedirect.tsx';
import { LocaleRoute } from './i18n/LocaleRoute.tsx';

/** Pages that need one permission; each says so to those without it (the server refuses anyway). */
function guarded(
  permission: Permission,
  pages: readonly { path: string; page: ReactNode }[],
): RouteObject[] {
  return pages.map(({ path, page }) => ({
    path,
    element: <RequirePermission permission={permission}>{page}</RequirePermission>,
  }));
}

// The caregiver pages; the server scopes the data to the person's agency.
const caregiverRoutes = guarded('viewCaregivers', [
  { path: 'caregivers', page: <CaregiversPage /> },
  { path: 'caregivers/new', page: <NewCaregiverPage /> },
  { path: 'caregivers/:caregiverId', page: <CaregiverDetailPage /> },
  { path: 'caregivers/:caregiverId/edit', page: <EditCaregiverPage /> },
]);

// The patient pages; the server scopes the records, and the form pages also tell a reader who
// may not change the record so.
const patientRoutes = guarded('viewPatients', [
  { path: 'patients', page: <PatientsPage /> },
  { path: 'patients/new', page: <PatientFormPage /> },
  { path: 'patients/:patientId', page: <PatientDetailPage /> },
  { path: 'patients/:patientId/edit', page: <PatientFormPage /> },
  { path: 'patients/:patientId/mar', page: <MarPage /> },
  { path: 'patients/:patientId/notes', page: <PatientNotesPage /> },
]);

// Paths inside a locale base; the same tree serves /en-us, /en-ca and /es-es.
const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'sign-in', element: <SignInPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  // The emailed link (set a new password, or the first one of an invited user) lands here.
  { path: 'reset-password', element: <ResetPasswordPage /> },
  ...requestCareRoutes,
  ...hostSignUpRoutes,
  ...marketplaceRoutes,
  {
    // The signed-in area: each page also says which permission it needs.
    path: 'user',
    element: <RequireSignIn />,
    children: [
      { index: true, element: <OverviewPage /> },
      { path: 'profile', element: <ProfilePage /> },
      {
        path: 'users',
        element: (
          <RequirePermission permission="manageUsers">
            <UsersPage />
          </RequirePermission>
        ),
      },
      {
        path: 'users/:userId',
        element: (
          <RequirePermission permission="manageUsers">
            <UserDetailPage />
          </RequirePermission>
        ),
      },
      {
        path: 'sign-ins',
        element: (
          <RequirePermission permission="viewSignInHistory">
            <SignInHistoryPage />
          </RequirePermission>
        ),
      },
      {
        path: 'audit-log',
        element: (
          <RequirePermission permission="viewAuditLog">
            <AuditLogPage />
          </RequirePermission>
        ),
      },
      {
        path: 'reference',
        element: (
          <RequirePermission permission="manageReferenceData">
            <ReferencePage />
          </RequirePermission>
        ),
      },
      ...directoryRoutes,
      ...caregiverRoutes,
      ...patientRoutes,
      ...assessmentRoutes,
      ...shiftRoutes,
      ...postingRoutes,
      ...careRequestInboxRoutes,
      ...listingEditorRoutes,
      ...hubRoutes(HUB_TABS),
      ...clusterNotesRoutes,
      ...referralRoutes,
      ...hostLeadPipelineRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  ...Locale.codes.map(
    (locale): RouteObject => ({
      path: localeBase(locale),
      element: <LocaleRoute locale={locale} />,
      // Only if the frame itself fails; a failing page is caught below, inside the frame.
      errorElement: (
        <Box component="main" sx={{ p: 3 }}>
          <RouteErrorPage />
        </Box>
      ),
      children: [{ errorElement: <RouteErrorPage />, children: pageRoutes }],
    }),
  ),
  { path: '*', element: <LocaleRedirect /> },
];
