import { attendanceRoutes } from './attendanceRoutes.ts';
import {
  productRoutes,
  subscriptionPaymentRoutes,
  subscriptionRoutes,
  taxRateRoutes,
} from './billingRoutes.ts';
import {
  careBillingSettingsRoutes,
  careInvoiceRoutes,
  careInvoiceRunRoutes,
  carePaymentRoutes,
  careReceivableRoutes,
} from './careBillingRoutes.ts';
import {
  assessmentRoutes,
  evvRoutes,
  medicationRoutes,
  myDayRoutes,
  postingRoutes,
  shiftRoutes,
  taskRoutes,
  visitVerificationRoutes,
} from './careRoutes.ts';
import {
  agencyRoutes,
  careCoordinatorRoutes,
  caregiverRoutes,
  partnerRoutes,
  patientRoutes,
  payerRoutes,
} from './directoryRoutes.ts';
import { familyRoutes } from './familyRoutes.ts';
import { authRoutes, userRoutes } from './identityRoutes.ts';
import {
  careRequestRoutes,
  marketplaceRoutes,
  ownListingRoutes,
  reviewRoutes,
} from './marketplaceRoutes.ts';
import { patientMessageRoutes } from './messageRoutes.ts';
import { clusterNoteRoutes, noteRoutesByKind } from './notesRoutes.ts';
import { referenceRoutes } from './referenceRoutes.ts';
import { reportRoutes } from './reportRoutes.ts';
import { hostLeadRoutes, hubRoutes, referralRoutes } from './sharedLivingRoutes.ts';
import { notificationRoutes, systemRoutes } from './systemRoutes.ts';
import { timesheetRoutes } from './timesheetRoutes.ts';

export type { ApiRequest, Endpoint, EndpointSchemas, HttpMethod, PathParams } from './endpoint.ts';

/**
 * Every endpoint a client calls, written once: its path (with typed `:parameters`) and the zod
 * schemas of what it sends and answers. `routes.patients.show({ patientId })` is a request ready
 * for the web's client; `routes.patients.show.path` is the pattern the server registers.
 */
export const routes = {
  system: systemRoutes,
  notifications: notificationRoutes,
  auth: authRoutes,
  users: userRoutes,
  agencies: agencyRoutes,
  careCoordinators: careCoordinatorRoutes,
  partners: partnerRoutes,
  payers: payerRoutes,
  caregivers: caregiverRoutes,
  patients: patientRoutes,
  assessments: assessmentRoutes,
  shifts: shiftRoutes,
  visitVerification: visitVerificationRoutes,
  evv: evvRoutes,
  postings: postingRoutes,
  medications: medicationRoutes,
  tasks: taskRoutes,
  myDay: myDayRoutes,
  patientMessages: patientMessageRoutes,
  notes: noteRoutesByKind,
  clusterNotes: clusterNoteRoutes,
  hubs: hubRoutes,
  referrals: referralRoutes,
  hostLeads: hostLeadRoutes,
  marketplace: marketplaceRoutes,
  ownListings: ownListingRoutes,
  careRequests: careRequestRoutes,
  reviews: reviewRoutes,
  reference: referenceRoutes,
  products: productRoutes,
  taxRates: taxRateRoutes,
  subscriptions: subscriptionRoutes,
  subscriptionPayments: subscriptionPaymentRoutes,
  careBillingSettings: careBillingSettingsRoutes,
  careInvoices: careInvoiceRoutes,
  timesheets: timesheetRoutes,
  careInvoiceRuns: careInvoiceRunRoutes,
  carePayments: carePaymentRoutes,
  careReceivables: careReceivableRoutes,
  reports: reportRoutes,
  family: familyRoutes,
  attendance: attendanceRoutes,
};
