import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/harness.ts';

// A Spanish agency's demo records are read in Spanish: its people's bios, addresses, allergies
// and the reasons on their files, and whatever care record a seeder gives its patients later.
// English here is a word the North American agencies' records use in the same kinds of text,
// and that Spanish does not write: their texts are the dictionary, so a Madrid record that took
// an English text from a seeder's word list is caught, whichever list it came from.

const database = useTestDatabase({ seed: 'demo' });

/**
 * What a person reads on an agency's records, each as `(agency_id, text)` rows of every agency.
 * The English dictionary is the same text on the other agencies' records, except where the
 * record names an entry of the shared directory, which a Toronto patient may share with a Madrid
 * one: there it is the entries placed outside Spain, by their American English name.
 */
const readableTexts: Readonly<Record<string, string | { records: string; dictionary: string }>> = {
  'agency descriptions': 'SELECT agency_id, description FROM agency_profiles',
  'agency standing reasons': 'SELECT agency_id, reason FROM agency_standing_changes',
  listings: `SELECT agency_id, concat_ws(' ', name, description) FROM marketplace_listings`,
  'caregiver bios and addresses': `SELECT agency_id, concat_ws(' ', bio, street, unit) FROM caregivers`,
  'caregiver status reasons': `SELECT c.agency_id, s.reason FROM caregiver_status_changes s
    JOIN caregivers c ON c.id = s.caregiver_id`,
  'caregiver document notes': `SELECT c.agency_id, d.notes FROM caregiver_documents d
    JOIN caregivers c ON c.id = d.caregiver_id`,
  'patient addresses': `SELECT agency_id, concat_ws(' ', street, unit) FROM patients`,
  'patient allergies': `SELECT p.agency_id, concat_ws(' ', a.allergen, a.notes) FROM patient_allergies a
    JOIN patients p ON p.id = a.patient_id`,
  'patient payers': {
    records: `SELECT p.agency_id, coalesce(y.name_labels ->> 'es-ES', y.name) FROM patients p
      JOIN payers y ON y.id = p.payer_id`,
    dictionary: `SELECT NULL, coalesce(y.name_labels ->> 'en-US', y.name) FROM payers y
      LEFT JOIN provinces v ON v.id = y.province_id WHERE v.country IS DISTINCT FROM 'ES'`,
  },
  'patient care coordinators': {
    records: `SELECT p.agency_id, concat_ws(' ', c.organisation, c.region)
      FROM patients p JOIN care_coordinators c ON c.id = p.care_coordinator_id`,
    dictionary: `SELECT NULL, concat_ws(' ', c.organisation, c.region) FROM care_coordinators c
      LEFT JOIN provinces v ON v.id = c.province_id WHERE v.country IS DISTINCT FROM 'ES'`,
  },
  'patient partners': {
    records: 'SELECT p.agency_id, o.name FROM patients p JOIN partners o ON o.id = p.partner_id',
    // The demo has no partner in Spain.
    dictionary: 'SELECT NULL, name FROM partners',
  },
  assessments: `SELECT agency_id, notes FROM assessments`,
  'assessment status reasons': `SELECT a.agency_id, s.reason FROM assessment_status_changes s
    JOIN assessments a ON a.id = s.assessment_id`,
  postings: 'SELECT posted_by_agency_id, note FROM postings',
  'care plan tasks': `SELECT p.agency_id, concat_ws(' ', t.title, t.details) FROM patient_tasks t
    JOIN patients p ON p.id = t.patient_id`,
  medications: `SELECT p.agency_id,
      concat_ws(' ', m.name, m.dose, m.instructions, m.prescriber, m.discontinued_reason)
    FROM patient_medications m JOIN patients p ON p.id = m.patient_id`,
  'doses given or missed': `SELECT p.agency_id, concat_ws(' ', d.reason, d.comment, d.late_reason)
    FROM medication_administrations d JOIN patients p ON p.id = d.patient_id`,
  'patient notes': `SELECT p.agency_id, concat_ws(' ', n.title, n.body) FROM notes n
    JOIN patients p ON p.id = n.patient_id`,
  hubs: `SELECT agency_id, concat_ws(' ', name, description) FROM shared_living_hubs`,
  'hub events': `SELECT h.agency_id, concat_ws(' ', e.title, e.location, e.description)
    FROM hub_events e JOIN shared_living_hubs h ON h.id = e.hub_id`,
};

/** The records the demo gives its Spanish agency today: the check must find text in each. */
const seededForSpain = [
  'agency descriptions',
  'listings',
  'caregiver bios and addresses',
  'caregiver status reasons',
  'patient addresses',
  'patient allergies',
  'patient payers',
  'patient care coordinators',
];

/** Words the North American records use that Spanish writes the same, and so are not English. */
const sameInSpanish: Readonly<Record<string, string>> = {
  a: 'the English article, and the Spanish preposition ("ayuda a domicilio")',
  de: 'French in a Québec name ("Centre-Sud-de-l’Île-de-Montréal"), and Spanish',
  familiar: 'an English and a Spanish word ("un hogar familiar")',
  hospital: 'the same word in Spanish ("Hospital Universitario La Paz")',
  personal: 'an English and a Spanish word ("cuidado personal")',
  san: 'Spanish in an American place name ("San Francisco")',
};

type Text = { agencyId: number | null; text: string };

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

async function textsIn(query: string): Promise<Text[]> {
  const result = await database.db.execute(
    sql.raw(`SELECT t.* FROM (${query}) AS t(agency_id, text) WHERE t.text <> ''`),
  );
  return (result.rows as { agency_id: number | null; text: string }[]).map((row) => ({
    agencyId: row.agency_id,
    text: row.text,
  }));
}

async function agenciesInSpain(): Promise<Set<number>> {
  const result = await database.db.execute(sql`
    SELECT a.agency_id FROM agency_profiles a
    JOIN cities c ON c.id = a.city_id JOIN provinces p ON p.id = c.province_id
    WHERE p.country = 'ES'`);
  return new Set((result.rows as { agency_id: number }[]).map((row) => row.agency_id));
}

/** Every kind of text, split into the Spanish agencies' and the others'. */
async function textsByPlace() {
  const spain = await agenciesInSpain();
  const kinds = [];
  const inSpain = (row: Text) => row.agencyId !== null && spain.has(row.agencyId);
  for (const [kind, source] of Object.entries(readableTexts)) {
    const { records, dictionary } =
      typeof source === 'string' ? { records: source, dictionary: null } : source;
    const texts = await textsIn(records);
    const others = dictionary === null ? texts : await textsIn(dictionary);
    kinds.push({
      kind,
      spanish: texts.filter(inSpain).map((row) => row.text),
      others: others.filter((row) => !inSpain(row)).map((row) => row.text),
    });
  }
  return { spain, kinds };
}

describe('the demo of a Spanish agency', () => {
  it('has no English word in any record a person reads', async () => {
    const { spain, kinds } = await textsByPlace();
    expect(spain.size).toBeGreaterThan(0);
    const english = new Set(kinds.flatMap(({ others }) => others.flatMap(wordsOf)));
    // One line per English word and text: "listings: support (in "In-home support")".
    const found = kinds.flatMap(({ kind, spanish }) =>
      spanish.flatMap((text) =>
        wordsOf(text)
          .filter((word) => english.has(word) && !(word in sameInSpanish))
          .map((word) => `${kind}: ${word} (in "${text}")`),
      ),
    );
    expect([...new Set(found)]).toEqual([]);

    // The check looks where it should: at every record the demo gives Spain, with a dictionary
    // of the North American records' words, and an allow-list that excuses only what it must.
    const seeded = kinds.filter(({ spanish }) => spanish.length > 0).map(({ kind }) => kind);
    expect(seeded).toEqual(expect.arrayContaining(seededForSpain));
    expect(english.size).toBeGreaterThan(200);
    const spanishWords = new Set(kinds.flatMap(({ spanish }) => spanish.flatMap(wordsOf)));
    expect(
      Object.keys(sameInSpanish).filter((word) => !english.has(word) || !spanishWords.has(word)),
    ).toEqual([]);
  });

  it('reaches its people by Spanish phone numbers, and they speak Spanish', async () => {
    const spain = [...(await agenciesInSpain())];
    const inSpain = sql.join(spain, sql`, `);
    const phones = await database.db.execute(sql`
      SELECT phone FROM patients WHERE agency_id IN (${inSpain})
      UNION ALL SELECT phone FROM caregivers WHERE agency_id IN (${inSpain})
      UNION ALL SELECT c.phone FROM patient_contacts c JOIN patients p ON p.id = c.patient_id
        WHERE p.agency_id IN (${inSpain})`);
    const numbers = (phones.rows as { phone: string | null }[]).flatMap((row) => row.phone ?? []);
    expect(numbers.length).toBeGreaterThan(20);
    expect(numbers.filter((phone) => !phone.startsWith('+34 '))).toEqual([]);

    const speakers = await database.db.execute(sql`
      SELECT 'patient' AS kind, p.id, bool_or(l.code = 'es') AS spanish
        FROM patients p JOIN patient_languages pl ON pl.patient_id = p.id
        JOIN languages l ON l.id = pl.language_id
        WHERE p.agency_id IN (${inSpain}) GROUP BY p.id
      UNION ALL SELECT 'caregiver', c.id, bool_or(l.code = 'es')
        FROM caregivers c JOIN caregiver_languages cl ON cl.caregiver_id = c.id
        JOIN languages l ON l.id = cl.language_id
        WHERE c.agency_id IN (${inSpain}) GROUP BY c.id`);
    const people = speakers.rows as { kind: string; id: number; spanish: boolean }[];
    expect(people.length).toBeGreaterThan(10);
    expect(people.filter((person) => !person.spanish)).toEqual([]);
  });
});
