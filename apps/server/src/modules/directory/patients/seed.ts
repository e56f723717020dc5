import {
  AmbulatoryLevel,
  type DailyActivity,
  type LevelOfAssistance,
  type PatientStatus,
  type PatientWriteInput,
  PayerKind,
  patientWriteSchema,
  Role,
  UserStatus,
} from '@hearth/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  careCoordinators,
  caregiverAgencies,
  cities,
  diagnoses,
  languages,
  partners,
  patientContacts,
  payers,
  provinces,
  relationships,
  users,
} from '../../../db/schema/index.ts';
import type { Seeder, SeedTransaction } from '../../../db/seed/types.ts';
import { agencyPlaces, type DemoAgencyPlace, streetLine } from '../../../db/seed/writtenIn.ts';
import { insertPatient } from './patientWriteRepo.ts';
import { assessedActivities, commonAllergies, commonDiagnoses, demoPeople } from './seedData.ts';
import { buildContacts, createRandom, type Random } from './seedPeople.ts';

const DEMO_PATIENTS = 100;
const DEMO_CAREGIVER_EMAIL = 'caregiver@demo.hearth.test';
/** Where patients live when their agency has no address yet: Toronto. */
const DEFAULT_CENTRE = { latitude: 43.6532, longitude: -79.3832 };

type Place = { id: number; name: string; latitude: number; longitude: number };
type Lookup = Map<string, number>;

/** The reference entries, organisations and people the demo patients point at. */
async function loadWorld(tx: SeedTransaction) {
  const byCode = (rows: { id: number; code: string }[]): Lookup =>
    new Map(rows.map((row) => [row.code, row.id]));
  // One query at a time: a transaction's connection runs them in order anyway.
  const agencyRows = await agencyPlaces(tx);
  const diagnosisRows = await tx.select({ id: diagnoses.id, code: diagnoses.code }).from(diagnoses);
  const languageRows = await tx.select({ id: languages.id, code: languages.code }).from(languages);
  const relationshipRows = await tx
    .select({ id: relationships.id, code: relationships.code })
    .from(relationships);
  const staff = await tx
    .select({ id: users.id, role: users.role, email: users.email, agencyId: users.agencyId })
    .from(users)
    .where(
      and(
        eq(users.status, UserStatus.active),
        inArray(users.role, [Role.agency, Role.agencyAgent]),
      ),
    );
  const caregivers = await tx
    .select({ id: users.id, email: users.email, agencyId: caregiverAgencies.agencyId })
    .from(caregiverAgencies)
    .innerJoin(users, eq(users.id, caregiverAgencies.userId))
    .where(and(eq(users.status, UserStatus.active), eq(users.role, Role.caregiver)));
  return {
    agencies: agencyRows,
    diagnoses: byCode(diagnosisRows),
    languages: byCode(languageRows),
    relationships: byCode(relationshipRows),
    partnerIds: (await tx.select({ id: partners.id }).from(partners)).map((row) => row.id),
    payers: await tx
      .select({ id: payers.id, kind: payers.kind, country: provinces.country })
      .from(payers)
      .leftJoin(provinces, eq(provinces.id, payers.provinceId))
      .where(isNull(payers.retiredAt)),
    coordinators: await tx
      .select({ id: careCoordinators.id, country: provinces.country })
      .from(careCoordinators)
      .leftJoin(provinces, eq(provinces.id, careCoordinators.provinceId))
      .where(isNull(careCoordinators.retiredAt)),
    staff,
    caregivers,
  };
}

type World = Awaited<ReturnType<typeof loadWorld>>;

/**
 * The payers and coordinators a patient of the agency is drawn from, and whether they may have
 * the partner. The North American demo draws from the whole directory, as it always has. A
 * Spanish agency's patients have Spain's (and private pay), and no partner: the demo's one
 * partner is a Toronto hospital. Each list is drawn from with one draw, whatever its length.
 */
function directoryFor(world: World, agency: DemoAgencyPlace) {
  const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
  if (agency.language === 'en') {
    return { payerIds: ids(world.payers), coordinatorIds: ids(world.coordinators), partner: true };
  }
  return {
    payerIds: ids(
      world.payers.filter(
        (payer) => payer.country === agency.country || payer.kind === PayerKind.privatePay,
      ),
    ),
    coordinatorIds: ids(world.coordinators.filter((row) => row.country === agency.country)),
    partner: false,
  };
}

/** The towns nearest an agency, where its patients live. */
async function placesNear(
  tx: SeedTransaction,
  centre: { latitude: number; longitude: number },
): Promise<Place[]> {
  return tx
    .select({
      id: cities.id,
      name: cities.name,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities)
    .orderBy(
      sql`(${cities.latitude} - ${centre.latitude})^2 + (${cities.longitude} - ${centre.longitude})^2`,
    )
    .limit(6);
}

function statusOf(random: Random): PatientStatus {
  const roll = random.next();
  return roll < 0.8 ? 'active' : roll < 0.9 ? 'onHold' : 'discharged';
}

/** Needier patients need more help: levels follow the ambulatory level, with some spread. */
function assistanceFor(random: Random, ambulatory: AmbulatoryLevel) {
  const base = (ambulatory - 1) * 2;
  const rated = assessedActivities.filter(() => random.next() < 0.8);
  return Object.fromEntries(
    rated.map((activity): [DailyActivity, LevelOfAssistance] => [
      activity,
      Math.min(7, base + random.int(0, 3)) as LevelOfAssistance,
    ]),
  );
}

function patientFor(
  random: Random,
  world: World,
  agency: DemoAgencyPlace,
  places: readonly Place[],
  index: number,
): PatientWriteInput {
  const agencyId = agency.id;
  const people = demoPeople[agency.language];
  const directory = directoryFor(world, agency);
  const group = random.weighted(people.nameGroups, (candidate) => candidate.weight);
  const gender = random.next() < 0.62 ? 'female' : 'male';
  const firstName = random.pick(gender === 'female' ? group.female : group.male);
  const lastName = random.pick(group.family);
  const place = places.length > 0 ? random.pick(places) : undefined;
  const ambulatory = random.pick(AmbulatoryLevel.codes);
  // The place's language (a reference language code too), and the group's own.
  const local = world.languages.get(agency.language);
  const heritage = group.language === null ? undefined : world.languages.get(group.language);
  const languageIds = [local, heritage].filter((id): id is number => id !== undefined);
  const diagnosisIds = random
    .sample(commonDiagnoses, random.int(1, 3))
    .flatMap((code) => world.diagnoses.get(code) ?? []);
  const year = 1928 + random.int(0, 34);
  const patient: PatientWriteInput = {
    firstName,
    lastName,
    preferredName: random.next() < 0.5 ? (people.preferredNames[firstName] ?? null) : null,
    dateOfBirth: `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    gender,
    languageIds,
    phone: random.next() < 0.7 ? people.phone(index) : null,
    email:
      random.next() < 0.25
        ? `${firstName}.${lastName}${index}@example.org`
            .toLowerCase()
            .normalize('NFD')
            .replace(/[^\w.@-]/g, '')
        : null,
    address: {
      // The number is drawn before the street, as it always was.
      street: streetLine(agency.language, random.int(10, 2400), random.pick(people.streets)),
      unit: random.next() < 0.3 ? people.unit(random.int(101, 1804)) : null,
      cityId: place?.id ?? null,
      latitude: place ? place.latitude + random.int(-150, 150) / 10_000 : null,
      longitude: place ? place.longitude + random.int(-150, 150) / 10_000 : null,
    },
    agencyId,
    partnerId:
      world.partnerIds.length > 0 && random.next() < 0.15 ? random.pick(world.partnerIds) : null,
    payerId: directory.payerIds.length > 0 ? random.pick(directory.payerIds) : null,
    careCoordinatorId:
      directory.coordinatorIds.length > 0 && random.next() < 0.7
        ? random.pick(directory.coordinatorIds)
        : null,
    ambulatoryLevel: ambulatory,
    status: statusOf(random),
    diagnoses: diagnosisIds.map((diagnosisId, position) => ({
      diagnosisId,
      primary: position === 0,
    })),
    allergies:
      random.next() < 0.55
        ? random
            .sample(commonAllergies, random.int(1, 2))
            .map(({ reaction, text }) => ({ reaction, ...text[agency.language] }))
        : [],
    assistance: assistanceFor(random, ambulatory),
    careTeamUserIds: careTeamFor(random, world, agencyId),
  };
  // The partner was drawn all the same, so every later draw stays as it was.
  return directory.partner ? patient : { ...patient, partnerId: null };
}

/** One or two of the agency's caregivers and, often, a staff member who coordinates the visits. */
function careTeamFor(random: Random, world: World, agencyId: number): number[] {
  const caregivers = world.caregivers.filter((caregiver) => caregiver.agencyId === agencyId);
  const staff = world.staff.filter((member) => member.agencyId === agencyId);
  const team = random.sample(caregivers, random.int(0, 2)).map((caregiver) => caregiver.id);
  if (staff.length > 0 && random.next() < 0.5) {
    team.push(random.pick(staff).id);
  }
  return team;
}

/**
 * About a hundred patients shared among the agencies present when it runs, with diagnoses,
 * allergies, assistance levels, care teams and contacts. The demo caregiver is on the care team
 * of a few active patients of their agency, so their account has something to show.
 */
export const demoPatientsSeeder: Seeder = {
  name: 'directory.demo-patients',
  async run(tx) {
    const world = await loadWorld(tx);
    if (world.agencies.length === 0) {
      return;
    }
    const random = createRandom(20_261_123);
    const demoCaregiver = world.caregivers.find((c) => c.email === DEMO_CAREGIVER_EMAIL);
    let demoCaregiverPatients = 0;
    let seeded = 0;
    const contactRows: (typeof patientContacts.$inferInsert)[] = [];
    for (const [position, agency] of world.agencies.entries()) {
      const share = Math.round(DEMO_PATIENTS / world.agencies.length) + (position === 0 ? 1 : 0);
      const places = await placesNear(
        tx,
        agency.latitude !== null && agency.longitude !== null
          ? { latitude: agency.latitude, longitude: agency.longitude }
          : DEFAULT_CENTRE,
      );
      const owner = world.staff.find(
        (member) => member.agencyId === agency.id && member.role === Role.agency,
      );
      for (let count = 0; count < share; count += 1) {
        seeded += 1;
        const input = patientFor(random, world, agency, places, seeded);
        // Each organisation's last patient has left its care, so a list of discharged ones
        // shows someone whatever the draws gave the others.
        if (count === share - 1) {
          input.status = 'discharged';
        }
        if (demoCaregiver?.agencyId === agency.id && demoCaregiverPatients < 6) {
          input.status = 'active';
          input.careTeamUserIds = [...(input.careTeamUserIds ?? []), demoCaregiver.id];
          demoCaregiverPatients += 1;
        }
        const patientId = await insertPatient(tx, patientWriteSchema.parse(input));
        contactRows.push(
          ...buildContacts(random, {
            patientId,
            familyName: input.lastName,
            relationships: world.relationships,
            recordedBy: owner?.id ?? null,
            people: demoPeople[agency.language],
          }),
        );
      }
    }
    if (contactRows.length > 0) {
      await tx.insert(patientContacts).values(contactRows);
    }
  },
};
