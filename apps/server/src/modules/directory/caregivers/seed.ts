import {
  type AvailabilityRange,
  type CaregiverStatus,
  type CaregiverWrite,
  type CertificationKind,
  type Competencies,
  caregiverWriteSchema,
  INITIAL_CAREGIVER_STATUS,
  Role,
  Skill,
  WeekDay,
} from '@hearth/domain';
import { eq, sql } from 'drizzle-orm';
import {
  caregiverDocuments,
  caregiverRoles,
  cities,
  languages,
  professions,
  users,
} from '../../../db/schema/index.ts';
import type { Seeder, SeedTransaction } from '../../../db/seed/types.ts';
import { agencyPlaces, streetLine, type WrittenIn } from '../../../db/seed/writtenIn.ts';
import { createRandom, type Random } from '../patients/seedPeople.ts';
import { insertCaregiver, recordStatusChange } from './caregiverWriteRepo.ts';
import {
  bios,
  caregiverNameGroups,
  caregiverPhone,
  caregiverStreets,
  extraRoles,
  focusLevels,
  otherLevels,
  primaryRoles,
  professionCertificate,
  professionMix,
  shiftPatterns,
  skillFocus,
  statusMix,
  statusReasons,
} from './demoData.ts';

const DEMO_CAREGIVERS = 50;
/** Maple Home Care, the demo staff's agency, gets a bigger team than the others. */
const HOME_AGENCY_SHARE = 0.4;
const DEMO_CAREGIVER_EMAIL = 'caregiver@demo.hearth.test';
const DAY_MS = 86_400_000;
/** Where caregivers live when their agency has no address yet: Toronto. */
const DEFAULT_CENTRE = { latitude: 43.6532, longitude: -79.3832 };

type Agency = {
  id: number;
  latitude: number;
  longitude: number;
  deciderId: number | null;
  language: WrittenIn;
};
type Lookup = Map<string, number>;
type Place = { id: number; latitude: number; longitude: number };

const dayOffset = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The agencies and reference entries the demo caregivers point at. */
async function loadWorld(tx: SeedTransaction) {
  const byCode = (rows: { id: number; code: string }[]): Lookup =>
    new Map(rows.map((row) => [row.code, row.id]));
  // One after another: a transaction is one connection, which runs one query at a time.
  const agencyRows = await agencyPlaces(tx);
  const staff = await tx
    .select({ id: users.id, agencyId: users.agencyId })
    .from(users)
    .where(eq(users.role, Role.agency));
  const admin = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, Role.admin))
    .limit(1);
  const professionRows = await tx
    .select({ id: professions.id, code: professions.code })
    .from(professions);
  const roleRows = await tx
    .select({ id: caregiverRoles.id, code: caregiverRoles.code })
    .from(caregiverRoles);
  const languageRows = await tx.select({ id: languages.id, code: languages.code }).from(languages);
  const agencyList: Agency[] = agencyRows.map((row) => ({
    id: row.id,
    latitude: row.latitude ?? DEFAULT_CENTRE.latitude,
    longitude: row.longitude ?? DEFAULT_CENTRE.longitude,
    // Hiring decisions are the agency owner's; without one on file, the administrator's.
    deciderId: staff.find((user) => user.agencyId === row.id)?.id ?? admin[0]?.id ?? null,
    language: row.language,
  }));
  return {
    agencies: agencyList,
    professions: byCode(professionRows),
    roles: byCode(roleRows),
    languages: byCode(languageRows),
  };
}

/** Towns within 30 km of the agency, where its caregivers live. */
async function townsNear(tx: SeedTransaction, agency: Agency): Promise<Place[]> {
  const distance = sql`(${cities.latitude} - ${agency.latitude})^2 + ((${cities.longitude} - ${agency.longitude}) * cos(radians(${agency.latitude})))^2`;
  return tx
    .select({ id: cities.id, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .where(sql`${distance} < 0.075`)
    .orderBy(sql`${distance}`)
    .limit(8);
}

function competenciesFor(random: Random, profession: string): Competencies {
  const focus = skillFocus[profession] ?? [];
  return Object.fromEntries(
    Skill.codes.map((skill) => [
      skill,
      random.pick(focus.includes(skill) ? focusLevels : otherLevels),
    ]),
  );
}

function availabilityFor(random: Random): AvailabilityRange[] {
  const pattern = random.pick(shiftPatterns);
  const days = random.sample(WeekDay.codes, random.int(2, 5)).sort((a, b) => a - b);
  return days.flatMap((weekDay) => pattern.map(([start, end]) => ({ weekDay, start, end })));
}

/** The drawn caregiver, with a bio when it drew none and one is given. */
const withBio = (input: CaregiverWrite, bio: string | null | undefined): CaregiverWrite =>
  input.bio === null && bio !== null && bio !== undefined ? { ...input, bio } : input;

function statusPath(status: CaregiverStatus): CaregiverStatus[] {
  switch (status) {
    case 'pending':
      return [];
    case 'hired':
      return ['hired'];
    case 'notHired':
      return ['notHired'];
    case 'offBoarded':
      return ['hired', 'offBoarded'];
  }
}

type Person = { input: CaregiverWrite; status: CaregiverStatus; profession: string };

function person(
  random: Random,
  n: number,
  world: Awaited<ReturnType<typeof loadWorld>>,
  language: WrittenIn,
): Person {
  const group = random.weighted(caregiverNameGroups[language], (g) => g.weight);
  const firstName = random.pick(group.given);
  const lastName = random.pick(group.family);
  const profession = random.weighted(professionMix, (p) => p.weight).code;
  // The place's language (a reference language code too), and the group's own.
  const spoken = [language, ...(group.language === null ? [] : [group.language])];
  const roles = [random.pick(primaryRoles), ...random.sample(extraRoles, random.int(0, 1))];
  const ascii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
  const input = caregiverWriteSchema.parse({
    firstName,
    lastName,
    email: `${ascii(firstName)}.${ascii(lastName)}${n}@caremail.example`,
    phone: caregiverPhone[language](n),
    dateOfBirth: `${random.int(1962, 2002)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    bio: random.next() < 0.7 ? random.pick(bios)[language] : null,
    professionId: profession === null ? null : (world.professions.get(profession) ?? null),
    roleIds: roles.flatMap((code) => world.roles.get(code) ?? []),
    languageIds: spoken.flatMap((code) => world.languages.get(code) ?? []),
    competencies: competenciesFor(random, profession ?? 'none'),
    availability: availabilityFor(random),
  });
  return {
    input,
    status: random.weighted(statusMix, (s) => s.weight).status,
    profession: profession ?? 'none',
  };
}

/**
 * Certificates on file: first aid (3 years), a police check (1 year) and the profession's own.
 * Every seventh caregiver's first aid runs out within the month and every eleventh's police check
 * has lapsed, so the expiry warnings have something to show.
 */
function documentsFor(random: Random, n: number, profession: string) {
  const issued = (daysAgo: number) => dayOffset(-daysAgo);
  const firstAidIssued = random.int(60, 1000);
  const firstAidExpires = n % 7 === 0 ? random.int(3, 25) : 1095 - firstAidIssued;
  const checkExpires = n % 11 === 0 ? -random.int(2, 40) : random.int(40, 300);
  const documents: {
    kind: CertificationKind;
    number: string | null;
    issuedOn: string;
    expiresOn: string | null;
  }[] = [
    {
      kind: 'firstAidCpr',
      number: `FA-${20_000 + n * 37}`,
      issuedOn: issued(firstAidIssued),
      expiresOn: dayOffset(firstAidExpires),
    },
    {
      kind: 'vulnerableSectorCheck',
      number: `VSC-${71_000 + n * 13}`,
      issuedOn: issued(365 - checkExpires),
      expiresOn: dayOffset(checkExpires),
    },
  ];
  const own = professionCertificate[profession];
  if (own !== undefined) {
    const nursing = own === 'nursingRegistration';
    documents.push({
      kind: own,
      number: nursing ? `${random.int(10, 99)}${random.int(10_000, 99_999)}` : null,
      issuedOn: issued(random.int(400, 3000)),
      // A nursing registration is renewed every year; a PSW certificate does not expire.
      expiresOn: nursing ? dayOffset(random.int(35, 330)) : null,
    });
  }
  return documents;
}

/** About fifty caregivers across the demo agencies, one of them the demo caregiver's own. */
export const demoCaregiversSeeder: Seeder = {
  name: 'directory.demo-caregivers',
  async run(tx) {
    const random = createRandom(20_260_409);
    const world = await loadWorld(tx);
    const [home, ...others] = world.agencies;
    if (home === undefined) {
      return;
    }
    const [demoCaregiver] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.email, DEMO_CAREGIVER_EMAIL));
    const homeCount =
      others.length === 0 ? DEMO_CAREGIVERS : Math.round(DEMO_CAREGIVERS * HOME_AGENCY_SHARE);

    for (let n = 0; n < DEMO_CAREGIVERS; n += 1) {
      const agency = n < homeCount ? home : (others[(n - homeCount) % others.length] ?? home);
      const towns = await townsNear(tx, agency);
      const town = towns.length > 0 ? random.pick(towns) : null;
      const drawn = person(random, n, world, agency.language);
      const linked = n === 0 && demoCaregiver !== undefined;
      // Each other agency's first caregiver is hired and tells about themselves, so every
      // agency's staff shows a real file whatever the draws gave the rest.
      const firstOfItsAgency = n >= homeCount && n - homeCount < others.length;
      const [first = 'Carmen', ...rest] = demoCaregiver?.name.split(' ') ?? [];
      const input: CaregiverWrite = linked
        ? {
            ...drawn.input,
            firstName: first,
            lastName: rest.join(' ') || 'Caregiver',
            email: DEMO_CAREGIVER_EMAIL,
            userId: demoCaregiver.id,
            professionId: world.professions.get('psw') ?? null,
            languageIds: [world.languages.get('en'), world.languages.get('es')].flatMap(
              (id) => id ?? [],
            ),
            // The demo's visits are planned around the hour it is seeded, whatever it is.
            availability: WeekDay.codes.map((weekDay) => ({
              weekDay,
              start: '00:00',
              end: '24:00',
            })),
          }
        : withBio(drawn.input, firstOfItsAgency ? bios[n % bios.length]?.[agency.language] : null);
      const status: CaregiverStatus = linked || firstOfItsAgency ? 'hired' : drawn.status;
      const place = town ?? { id: null, ...DEFAULT_CENTRE };
      const id = await insertCaregiver(
        tx,
        {
          ...input,
          agencyId: agency.id,
          address: {
            // The number is drawn before the street, as it always was.
            street: streetLine(
              agency.language,
              random.int(10, 990),
              random.pick(caregiverStreets[agency.language]),
            ),
            unit: null,
            cityId: place.id,
            postalCode: null,
            // Somewhere in town, not all on the same pin.
            latitude: place.latitude + (random.next() - 0.5) * 0.04,
            longitude: place.longitude + (random.next() - 0.5) * 0.05,
          },
        },
        status,
      );

      const path = statusPath(status);
      let from: CaregiverStatus | null = null;
      let daysAgo = random.int(120, 700);
      for (const to of [INITIAL_CAREGIVER_STATUS, ...path]) {
        await recordStatusChange(tx, {
          caregiverId: id,
          from,
          to,
          reason: to === 'pending' ? null : random.pick(statusReasons[to])[agency.language],
          changedBy: agency.deciderId,
          changedAt: new Date(Date.now() - daysAgo * DAY_MS),
        });
        from = to;
        daysAgo = Math.max(1, daysAgo - random.int(10, 100));
      }
      await tx.insert(caregiverDocuments).values(
        documentsFor(random, n, linked ? 'psw' : drawn.profession).map((document) => ({
          caregiverId: id,
          ...document,
        })),
      );
    }
  },
};
