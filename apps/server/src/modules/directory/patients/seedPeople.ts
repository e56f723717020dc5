import type { patientContacts } from '../../../db/schema/index.ts';
import type { PeopleWords } from './demoPeopleWords.ts';
import { emergencyRelationships, otherRelationships } from './seedData.ts';

export type Random = {
  /** In [0, 1). */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Up to `count` different items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T;
};

/** A seeded generator (mulberry32): the same demo data on every fresh database. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) {
      throw new Error('cannot pick from an empty list');
    }
    return item;
  };
  return {
    next,
    int,
    pick,
    sample: (items, count) => {
      const pool = [...items];
      const chosen = [];
      while (chosen.length < count && pool.length > 0) {
        chosen.push(...pool.splice(int(0, pool.length - 1), 1));
      }
      return chosen;
    },
    weighted: (items, weightOf) => {
      const total = items.reduce((sum, item) => sum + weightOf(item), 0);
      let roll = next() * total;
      for (const item of items) {
        roll -= weightOf(item);
        if (roll < 0) {
          return item;
        }
      }
      return pick(items);
    },
  };
}

type ContactRow = typeof patientContacts.$inferInsert;

/**
 * One to three people to call: first a relative, the emergency contact, who mostly has consent
 * to hear about the patient's care; then perhaps a friend, a neighbour or an attorney.
 */
export function buildContacts(
  random: Random,
  about: {
    patientId: number;
    familyName: string;
    relationships: ReadonlyMap<string, number>;
    recordedBy: number | null;
    /** The names and phone numbers of the patient's place. */
    people: PeopleWords;
  },
): ContactRow[] {
  const count = random.int(1, 3);
  const now = new Date();
  return Array.from({ length: count }, (_, index): ContactRow => {
    const emergency = index === 0;
    const relationship = random.pick(emergency ? emergencyRelationships : otherRelationships);
    const family = emergency || relationship === 'sister' || relationship === 'brother';
    const { people } = about;
    const name = `${random.pick(people.contactFirstNames)} ${family ? people.relativeFamilyName(about.familyName) : random.pick(people.otherFamilyNames)}`;
    const consent = emergency ? random.next() < 0.8 : random.next() < 0.3;
    return {
      patientId: about.patientId,
      name,
      relationshipId: about.relationships.get(relationship) ?? null,
      phone: people.contactPhone(random.int(0, 99)),
      email:
        random.next() < 0.6
          ? `${name
              .normalize('NFD')
              // Accents dropped, not turned into dots: "Raúl Sánchez" is raul.sanchez.
              .replace(/\p{M}/gu, '')
              .toLowerCase()
              .replace(/[^a-z]+/g, '.')}@example.com`
          : null,
      emergency,
      consentToShare: consent,
      consentRecordedAt: consent ? now : null,
      consentRecordedBy: consent ? about.recordedBy : null,
    };
  });
}
