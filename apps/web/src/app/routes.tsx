import { Locale, localeBase } from '@hearth/domain';
import Box from '@mui/material/Box';
import type { RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../features/account/ForgotPasswordPage.tsx';
import { ProfilePage } from '../features/account/ProfilePage.tsx';
import { ResetPasswordPage } from '../features/account/ResetPasswordPage.tsx';
import { AuditLogPage } from '../features/admin/AuditLogPage.tsx';
import { SignInHistoryPage } from '../features/admin/SignInHistoryPage.tsx';
import { UserDetailPage } from '../features/admin/UserDetailPage.tsx';
import { UsersPage } from '../features/admin/UsersPage.tsx';
import { directoryRoutes } from '../features/directory/routes.tsx';
import { OverviewPage } from '../features/identity/OverviewPage.tsx';
import { RequirePermission, RequireSignIn } from '../features/identity/RequireSignIn.tsx';
import { SignInPage } from '../features/identity/SignInPage.tsx';
import { HomePage } from '../features/marketplace/HomePage.tsx';
import { PatientDetailPage } from '../features/patients/PatientDetailPage.tsx';
import { PatientFormPage } from '../features/patients/PatientFormPage.tsx';
import { PatientsPage } from '../features/patients/PatientsPage.tsx';
import { ReferencePage } from '../features/reference/ReferencePage.tsx';
import { NotFoundPage } from './errors/NotFoundPage.tsx';
import { RouteErrorPage } from './errors/RouteErrorPage.tsx';
import { LocaleRedirect } from './i18n/LocaleRedirect.tsx';
import { LocaleRoute } from './i18n/LocaleRoute.tsx';

// The patient pages, for those who may view patients; the server scopes the records, and the
// form pages also tell a reader who may not change the record so.
const patientRoutes: RouteObject[] = [
  { path: 'patients', page: <PatientsPage /> },
  { path: 'patients/new', page: <PatientFormPage /> },
  { path: 'patients/:patientId', page: <PatientDetailPage /> },
  { path: 'patients/:patientId/edit', page: <PatientFormPage /> },
].map(({ path, page }) => ({
  path,
  element: <RequirePermission permission="viewPatients">{page}</RequirePermission>,
}));

// Paths inside a locale base; the same tree serves /en-us, /en-ca and /es-es.
const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'sign-in', element: <SignInPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  // The emailed link (set a new password, or the first one of an invited user) lands here.
  { path: 'reset-password', element: <ResetPasswordPage /> },
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
      ...patientRoutes,
      ...directoryRoutes,
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
