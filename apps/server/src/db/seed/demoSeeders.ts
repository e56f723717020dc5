import { demoAttendanceSeeder } from '../../modules/attendance/demoSeed.ts';
import { demoProductsSeeder } from '../../modules/billing/products/demoSeed.ts';
import { demoSubscriptionsSeeder } from '../../modules/billing/subscriptions/demoSeed.ts';
import { demoAssessmentsSeeder } from '../../modules/care/assessments/seed.ts';
import { demoMedicationsSeeder } from '../../modules/care/medications/seed.ts';
import { demoPostingsSeeder } from '../../modules/care/postings/seed.ts';
import { demoVisitsSeeder } from '../../modules/care/shifts/seed.ts';
import { demoTasksSeeder } from '../../modules/care/tasks/seed.ts';
import { demoCareBillingSeeder } from '../../modules/careBilling/demo/demoSeed.ts';
import { demoTimesheetsSeeder } from '../../modules/careBilling/timesheets/demoSeed.ts';
import { demoAgenciesSeeder } from '../../modules/directory/agencies/seed.ts';
import { demoCaregiverPhotoSeeder } from '../../modules/directory/caregivers/photoDemoSeed.ts';
import { demoCaregiversSeeder } from '../../modules/directory/caregivers/seed.ts';
import {
  demoCoordinatorsAndPayersSeeder,
  payerTranslationsSeeder,
} from '../../modules/directory/coordinatorsAndPayers/seed.ts';
import { demoPatientsSeeder } from '../../modules/directory/patients/seed.ts';
import { demoFamilySeeder } from '../../modules/family/demoSeed.ts';
import { demoUsersSeeder } from '../../modules/identity/seed.ts';
import { demoListingPhotosSeeder } from '../../modules/marketplace/listings/photoDemoSeed.ts';
import { demoListingsSeeder } from '../../modules/marketplace/listings/seed.ts';
import { demoTorontoTeamsSeeder } from '../../modules/marketplace/mapDemoSeed.ts';
import { demoReviewsSeeder } from '../../modules/marketplace/reviews/demoSeed.ts';
import { demoMessagesSeeder } from '../../modules/messages/demoSeed.ts';
import { demoNotesSeeder } from '../../modules/notes/demoSeed.ts';
import { demoHubEventsSeeder } from '../../modules/sharedLiving/events/seed.ts';
import { demoHostLeadsSeeder } from '../../modules/sharedLiving/hostLeads/seed.ts';
import { demoHubsSeeder } from '../../modules/sharedLiving/hubs/seed.ts';
import { demoHubMembersSeeder } from '../../modules/sharedLiving/members/seed.ts';
import { demoReferralsSeeder } from '../../modules/sharedLiving/referrals/seed.ts';
import { appSettingsSeeder } from '../../modules/system/seed.ts';
import type { FileStore } from '../../platform/files/fileStore.ts';
import { baseSeeders } from './baseSeeders.ts';
import type { Seeder } from './types.ts';

export type DemoSettings = {
  demoPassword: string;
  /**
   * Where demo files (the demo caregiver's and listings' photos) go; without it, demo data has no
   * files.
   */
  files?: FileStore;
};

/** Every module's demo data, in dependency order. Modules add theirs here. */
export function demoSeeders(settings: DemoSettings): readonly Seeder[] {
  return [
    // Demo records point at reference entries. Seeders run once per database, so these are
    // skipped where the start-up already ran them, and present where only demo data is seeded.
    ...baseSeeders,
    appSettingsSeeder,
    demoUsersSeeder(settings.demoPassword),
    demoAgenciesSeeder,
    demoCoordinatorsAndPayersSeeder,
    payerTranslationsSeeder,
    // After the agencies: caregivers are spread over those present.
    demoCaregiversSeeder,
    ...(settings.files === undefined ? [] : [demoCaregiverPhotoSeeder(settings.files)]),
    // After every seeder of agencies, caregivers, payers and coordinators: it uses what they made.
    demoPatientsSeeder,
    // After the agencies and the patients: the demo day program's participants and their week.
    demoAttendanceSeeder,
    // After the patients: the demo agency's bookings are for its patients.
    demoAssessmentsSeeder,
    // After the patients and their care teams: the demo caregiver's patient has medications.
    demoMedicationsSeeder,
    // After the bookings' seeder (whose helpers it uses) and the caregivers and care teams: this
    // week's visits, planned around the hour the demo is seeded.
    demoVisitsSeeder,
    // After the visits: the last pay period's evening visits, for its timesheets (before them).
    demoTimesheetsSeeder,
    // After the bookings: two of those not yet staffed are offered to the agency's caregivers.
    demoPostingsSeeder,
    // After the patients' care teams: the care plans of the demo caregiver's patients.
    demoTasksSeeder,
    // After the agencies: each demo agency lists its care in the marketplace.
    demoListingsSeeder,
    // After the listings: each has a photo of its kind of care, in its standard widths.
    ...(settings.files === undefined ? [] : [demoListingPhotosSeeder(settings.files)]),
    // After the listings: the Toronto agency's neighbourhood teams fill the city's search map.
    demoTorontoTeamsSeeder,
    // After the users: the demo agency and the demo partner each run a shared-living hub.
    demoHubsSeeder,
    // After the hubs: Maple's members (the demo caregiver among them), then both hubs' calendars.
    demoHubMembersSeeder,
    demoHubEventsSeeder,
    // After the hubs: the demo partner's referrals to Maple Shared Living, in every status.
    demoReferralsSeeder,
    // After the users: the demo administrator has moved some would-be hosts along the pipeline.
    demoHostLeadsSeeder,
    // After the medications' patient and Maple's members: that patient's and Maple's notes.
    demoNotesSeeder,
    // Stands alone: the membership plans on sale.
    demoProductsSeeder,
    // After the plans, the agencies and the partner: each organisation's year of membership.
    demoSubscriptionsSeeder,
    // After every seeder of visits (the runs bill all of the agency's): two months of care
    // billed through real runs, issued, paid, one overdue and one voided; the family follows one.
    demoCareBillingSeeder,
    // After the visits, the notes and the billing demo's family contact: the demo family follows
    // the demo caregiver's first client in My care, consent recorded.
    demoFamilySeeder,
    // After care billing, which links the demo family to its patient: their thread with the agency.
    demoMessagesSeeder,
    // After the care billing demo (its checked-out visits, the family's link): reviews of Maple.
    demoReviewsSeeder,
  ];
}
