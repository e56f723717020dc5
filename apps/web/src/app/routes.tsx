import { Locale, localeBase, Role } from '@hearth/domain';
import Box from '@mui/material/Box';
import { Outlet, type RouteObject } from 'react-router';
import { assessmentRoutes } from '../features/assessments/routes.tsx';
import { attendanceRoutes } from '../features/attendance/index.ts';
import {
  billingAdminRoutes,
  billingOwnerRoutes,
  pricingRoutes,
} from '../features/billing/routes.tsx';
import { careInvoiceRoutes } from '../features/careBilling/invoices/routes.tsx';
import { carePaymentRoutes } from '../features/careBilling/payments/index.ts';
import { invoiceRunRoutes } from '../features/careBilling/runs/routes.tsx';
import { myHoursRoutes, timesheetRoutes } from '../features/careBilling/timesheets/routes.tsx';
import { directoryRoutes } from '../features/directory/routes.tsx';
import { myCareRoutes } from '../features/family/routes.tsx';
import { hostLeadPipelineRoutes, hostSignUpRoutes } from '../features/hostLeads/routes.tsx';
import { hubRoutes } from '../features/hubs/routes.tsx';
import { RequireSignIn } from '../features/identity/RequireSignIn.tsx';
import { SignInPage } from '../features/identity/SignInPage.tsx';
import {
  careRequestInboxRoutes,
  requestCareRoutes,
} from '../features/marketplace/careRequests/routes.tsx';
import { listingEditorRoutes } from '../features/marketplace/listingEditor/routes.tsx';
import { reviewModerationRoutes } from '../features/marketplace/reviews/routes.tsx';
import { marketplaceRoutes } from '../features/marketplace/routes.tsx';
import { patientMessageRoutes } from '../features/messages/routes.tsx';
import { clusterNotesRoutes } from '../features/notes/routes.tsx';
import { notificationArchiveRoutes, unsubscribeRoutes } from '../features/notifications/index.ts';
import { postingRoutes } from '../features/postings/routes.tsx';
import { referralRoutes } from '../features/referrals/routes.tsx';
import { reportRoutes } from '../features/reports/routes.tsx';
import { shiftRoutes } from '../features/shifts/routes.tsx';
import { visitVerificationRoutes } from '../features/visitVerification/routes.tsx';
import { NotFoundPage } from './errors/NotFoundPage.tsx';
import { RouteErrorPage } from './errors/RouteErrorPage.tsx';
import { HUB_TABS } from './hubTabs.tsx';
import { LocaleRedirect } from './i18n/LocaleRedirect.tsx';
import { LocaleRoute } from './i18n/LocaleRoute.tsx';
import { lazyPage, lazyPages } from './routing/lazyPage.tsx';
import { NavigationProgress } from './routing/NavigationProgress.tsx';
import { PageLoading } from './routing/PageLoading.tsx';
import { pageWithWords } from './routing/pageWithWords.ts';
import { permittedPages } from './routing/permittedPages.tsx';
import { RequireRole } from './routing/RequireRole.tsx';
import { signedInWords } from './routing/signedInWords.ts';

// The caregiver pages; the server scopes the data to the person's agency.
const caregiverRoutes = permittedPages('viewCaregivers', [
  {
    path: 'caregivers',
    page: () =>
      import('../features/caregivers/CaregiversPage.tsx').then((m) => <m.CaregiversPage />),
  },
  {
    path: 'caregivers/new',
    page: () =>
      import('../features/caregivers/CaregiverFormPage.tsx').then((m) => <m.NewCaregiverPage />),
  },
  {
    path: 'caregivers/:caregiverId',
    page: () =>
      import('../features/caregivers/CaregiverDetailPage.tsx').then((m) => (
        <m.CaregiverDetailPage />
      )),
  },
  {
    path: 'caregivers/:caregiverId/edit',
    page: () =>
      import('../features/caregivers/CaregiverFormPage.tsx').then((m) => <m.EditCaregiverPage />),
  },
]);

// A caregiver's own profile (My profile); the server answers with the caller's own alone.
const myProfileRoutes = lazyPages(
  [
    {
      path: 'my-profile',
      page: () =>
        import('../features/caregivers/MyProfilePage.tsx').then((m) => <m.MyProfilePage />),
    },
  ],
  (page) => <RequireRole allows={(role) => role === Role.caregiver}>{page}</RequireRole>,
);

// The patient pages; the server scopes the records, and the form pages also tell a reader who
// may not change the record so.
const patientRoutes = permittedPages('viewPatients', [
  {
    path: 'patients',
    page: () => import('../features/patients/PatientsPage.tsx').then((m) => <m.PatientsPage />),
  },
  {
    path: 'patients/new',
    page: () =>
      import('../features/patients/PatientFormPage.tsx').then((m) => <m.PatientFormPage />),
  },
  {
    path: 'patients/:patientId',
    page: () =>
      import('../features/patients/PatientDetailPage.tsx').then((m) => <m.PatientDetailPage />),
  },
  {
    path: 'patients/:patientId/edit',
    page: () =>
      import('../features/patients/PatientFormPage.tsx').then((m) => <m.PatientFormPage />),
  },
  {
    path: 'patients/:patientId/mar',
    page: () => import('../features/medications/MarPage.tsx').then((m) => <m.MarPage />),
  },
  {
    path: 'patients/:patientId/notes',
    page: () =>
      import('../features/notes/PatientNotesPage.tsx').then((m) => <m.PatientNotesPage />),
  },
]);

// Paths inside a locale base; the same tree serves /en-us, /en-ca and /es-es.
const pageRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyPage(() => import('../features/marketplace/HomePage.tsx').then((m) => <m.HomePage />)),
  },
  // Not fetched on demand: the guards and signing out send people here while their session ends,
  // and a page still loading would let the old page's guard redirect first, without the reason.
  { path: 'sign-in', element: <SignInPage /> },
  ...lazyPages([
    {
      path: 'forgot-password',
      page: () =>
        import('../features/account/ForgotPasswordPage.tsx').then((m) => <m.ForgotPasswordPage />),
    },
    {
      // The emailed link (set a new password, or the first one of an invited user) lands here.
      path: 'reset-password',
      page: () =>
        import('../features/account/ResetPasswordPage.tsx').then((m) => <m.ResetPasswordPage />),
    },
  ]),
  ...unsubscribeRoutes,
  ...requestCareRoutes,
  ...hostSignUpRoutes,
  ...marketplaceRoutes,
  ...pricingRoutes,
  {
    // The signed-in area: each page also says which permission it needs.
    path: 'user',
    element: <RequireSignIn />,
    loader: signedInWords,
    // The words stay once fetched: moving between the area's pages or filters fetches nothing.
    shouldRevalidate: () => false,
    children: [
      {
        index: true,
        ...lazyPage(
          pageWithWords('dashboard', () =>
            import('../features/identity/OverviewPage.tsx').then((m) => <m.OverviewPage />),
          ),
        ),
      },
      ...lazyPages([
        {
          path: 'profile',
          page: () => import('../features/account/ProfilePage.tsx').then((m) => <m.ProfilePage />),
        },
      ]),
      ...permittedPages('manageUsers', [
        {
          path: 'users',
          page: () => import('../features/admin/UsersPage.tsx').then((m) => <m.UsersPage />),
        },
        {
          path: 'users/:userId',
          page: () =>
            import('../features/admin/UserDetailPage.tsx').then((m) => <m.UserDetailPage />),
        },
      ]),
      ...permittedPages('viewSignInHistory', [
        {
          path: 'sign-ins',
          page: () =>
            import('../features/admin/SignInHistoryPage.tsx').then((m) => <m.SignInHistoryPage />),
        },
      ]),
      ...permittedPages('viewAuditLog', [
        {
          path: 'audit-log',
          page: () => import('../features/admin/AuditLogPage.tsx').then((m) => <m.AuditLogPage />),
        },
      ]),
      ...permittedPages('manageReferenceData', [
        {
          path: 'reference',
          page: () =>
            import('../features/reference/ReferencePage.tsx').then((m) => <m.ReferencePage />),
        },
      ]),
      ...directoryRoutes,
      ...caregiverRoutes,
      ...patientRoutes,
      ...patientMessageRoutes,
      ...assessmentRoutes,
      ...shiftRoutes,
      ...visitVerificationRoutes,
      ...timesheetRoutes,
      ...myHoursRoutes,
      ...myProfileRoutes,
      ...attendanceRoutes,
      ...invoiceRunRoutes,
      ...postingRoutes,
      ...careRequestInboxRoutes,
      ...listingEditorRoutes,
      ...reviewModerationRoutes,
      ...hubRoutes(HUB_TABS),
      ...clusterNotesRoutes,
      ...referralRoutes,
      ...hostLeadPipelineRoutes,
      ...billingAdminRoutes,
      ...billingOwnerRoutes,
      ...careInvoiceRoutes,
      ...carePaymentRoutes,
      ...myCareRoutes,
      ...reportRoutes,
      ...notificationArchiveRoutes,
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
      children: [
        {
          element: (
            <>
              <NavigationProgress />
              <Outlet />
            </>
          ),
          errorElement: <RouteErrorPage />,
          // Shown inside the frame while the first page's code arrives.
          hydrateFallbackElement: <PageLoading />,
          children: pageRoutes,
        },
      ],
    }),
  ),
  { path: '*', element: <LocaleRedirect /> },
];
