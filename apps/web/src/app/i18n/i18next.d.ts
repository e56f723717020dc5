import type account from '../../locales/en-US/account.json';
import type admin from '../../locales/en-US/admin.json';
import type assessments from '../../locales/en-US/assessments.json';
import type attendance from '../../locales/en-US/attendance.json';
import type billing from '../../locales/en-US/billing.json';
import type caregivers from '../../locales/en-US/caregivers.json';
import type carePayments from '../../locales/en-US/carePayments.json';
import type careRequests from '../../locales/en-US/careRequests.json';
import type common from '../../locales/en-US/common.json';
import type dashboard from '../../locales/en-US/dashboard.json';
import type directory from '../../locales/en-US/directory.json';
import type domain from '../../locales/en-US/domain.json';
import type family from '../../locales/en-US/family.json';
import type forms from '../../locales/en-US/forms.json';
import type hostLeads from '../../locales/en-US/hostLeads.json';
import type hubEvents from '../../locales/en-US/hubEvents.json';
import type hubMembers from '../../locales/en-US/hubMembers.json';
import type hubs from '../../locales/en-US/hubs.json';
import type identity from '../../locales/en-US/identity.json';
import type invoiceRuns from '../../locales/en-US/invoiceRuns.json';
import type invoices from '../../locales/en-US/invoices.json';
import type listingEditor from '../../locales/en-US/listingEditor.json';
import type map from '../../locales/en-US/map.json';
import type marketplace from '../../locales/en-US/marketplace.json';
import type medications from '../../locales/en-US/medications.json';
import type messages from '../../locales/en-US/messages.json';
import type notes from '../../locales/en-US/notes.json';
import type offline from '../../locales/en-US/offline.json';
import type patients from '../../locales/en-US/patients.json';
import type postings from '../../locales/en-US/postings.json';
import type reference from '../../locales/en-US/reference.json';
import type referrals from '../../locales/en-US/referrals.json';
import type reports from '../../locales/en-US/reports.json';
import type reviews from '../../locales/en-US/reviews.json';
import type shifts from '../../locales/en-US/shifts.json';
import type subscriptions from '../../locales/en-US/subscriptions.json';
import type tasks from '../../locales/en-US/tasks.json';
import type timesheets from '../../locales/en-US/timesheets.json';
import type visitVerification from '../../locales/en-US/visitVerification.json';

// Typed keys: `t('home.titel')` fails to compile instead of showing the key on the page.
declare module 'i18next' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      admin: typeof admin;
      assessments: typeof assessments;
      attendance: typeof attendance;
      billing: typeof billing;
      carePayments: typeof carePayments;
      careRequests: typeof careRequests;
      caregivers: typeof caregivers;
      common: typeof common;
      dashboard: typeof dashboard;
      directory: typeof directory;
      domain: typeof domain;
      family: typeof family;
      forms: typeof forms;
      hostLeads: typeof hostLeads;
      hubEvents: typeof hubEvents;
      hubMembers: typeof hubMembers;
      hubs: typeof hubs;
      identity: typeof identity;
      invoices: typeof invoices;
      invoiceRuns: typeof invoiceRuns;
      listingEditor: typeof listingEditor;
      map: typeof map;
      marketplace: typeof marketplace;
      medications: typeof medications;
      messages: typeof messages;
      notes: typeof notes;
      offline: typeof offline;
      patients: typeof patients;
      postings: typeof postings;
      reference: typeof reference;
      referrals: typeof referrals;
      reports: typeof reports;
      reviews: typeof reviews;
      shifts: typeof shifts;
      subscriptions: typeof subscriptions;
      tasks: typeof tasks;
      timesheets: typeof timesheets;
      visitVerification: typeof visitVerification;
    };
  }
}
