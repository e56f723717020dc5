import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/harness.ts';
import { seedScale } from './scale.ts';

const database = useTestDatabase();

beforeAll(async () => {
  await seedScale(database.db, {
    agencies: 3,
    caregiversPerAgency: 4,
    patientsPerAgency: 5,
    listingsPerAgency: 10,
    notes: 120,
  });
});

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<T>(query)).rows;

describe('the scale generator', () => {
  it('creates the asked number of agencies, each with its caregivers and patients', async () => {
    const counts = await rows<{ agency: string; caregivers: string; patients: string }>(sql`
      SELECT a.name AS agency,
             (SELECT count(*) FROM caregivers c WHERE c.agency_id = a.id) AS caregivers,
             (SELECT count(*) FROM patients p WHERE p.agency_id = a.id) AS patients
      FROM agencies a WHERE a.name LIKE 'Scale Home Care %' ORDER BY a.id`);
    expect(counts).toEqual(
      [1, 2, 3].map((n) => ({ agency: `Scale Home Care ${n}`, caregivers: '4', patients: '5' })),
    );
  });

  it('places people within about 25 km of their agency, in a real city', async () => {
    const far = await rows<{ id: number }>(sql`
      SELECT c.id FROM caregivers c
      JOIN agency_profiles ap ON ap.agency_id = c.agency_id
      JOIN cities ci ON ci.id = ap.city_id
      WHERE abs(c.latitude - ap.latitude) > 0.2 OR abs(c.longitude - ap.longitude) > 0.2`);
    expect(far).toEqual([]);
  });

  it('gives every caregiver a profession, languages, competencies and some weekly availability', async () => {
    const missing = await rows<{ id: number }>(sql`
      SELECT c.id FROM caregivers c
      WHERE c.profession_id IS NULL
         OR NOT EXISTS (SELECT 1 FROM caregiver_languages l WHERE l.caregiver_id = c.id)
         OR NOT EXISTS (SELECT 1 FROM caregiver_competencies k WHERE k.caregiver_id = c.id)
         OR NOT EXISTS (SELECT 1 FROM caregiver_availability v WHERE v.caregiver_id = c.id)`);
    expect(missing).toEqual([]);
  });

  it('gives every agency its listings, each product in turn, near the agency and mostly published', async () => {
    const counts = await rows<{ product: string; listings: string; published: string }>(sql`
      SELECT product, count(*) AS listings, count(*) FILTER (WHERE published) AS published
      FROM marketplace_listings GROUP BY product ORDER BY product`);
    expect(counts).toEqual([
      // Ten per agency: the tenth, a draft, falls to shared living.
      { product: 'adultDay', listings: '9', published: '9' },
      { product: 'homecare', listings: '9', published: '9' },
      { product: 'sharecare', listings: '12', published: '9' },
    ]);
    const unfit = await rows<{ id: number }>(sql`
      SELECT l.id FROM marketplace_listings l
      JOIN agency_profiles ap ON ap.agency_id = l.agency_id
      WHERE abs(l.latitude - ap.latitude) > 0.2 OR abs(l.longitude - ap.longitude) > 0.2
         OR cardinality(l.services) = 0 OR cardinality(l.language_ids) = 0
         OR cardinality(l.care_type_ids) = 0 OR l.price_min_cents > l.price_max_cents`);
    expect(unfit).toEqual([]);
  });

  it('gives the first patient the asked signed notes, a few to every other, and a draft', async () => {
    const counts = await rows<{
      rank: string;
      signed: string;
      appended: string;
      drafts: string;
    }>(sql`
      SELECT row_number() OVER (ORDER BY p.id) AS rank,
             count(n.id) FILTER (WHERE n.parent_id IS NULL AND n.signed_at IS NOT NULL) AS signed,
             count(n.id) FILTER (WHERE n.parent_id IS NOT NULL) AS appended,
             count(n.id) FILTER (WHERE n.signed_at IS NULL) AS drafts
      FROM patients p LEFT JOIN notes n ON n.patient_id = p.id
      GROUP BY p.id ORDER BY p.id`);
    expect(counts[0]).toEqual({ rank: '1', signed: '120', appended: '3', drafts: '1' });
    expect(counts.slice(1)).toEqual(
      Array.from({ length: 14 }, (_, index) => ({
        rank: String(index + 2),
        signed: '3',
        appended: '0',
        drafts: '0',
      })),
    );
  });

  it("writes notes by the patient's agency staff and care team, at every privacy level, over two years", async () => {
    const strangers = await rows<{ id: number }>(sql`
      SELECT n.id FROM notes n
      JOIN patients p ON p.id = n.patient_id
      JOIN users u ON u.id = n.author_id
      WHERE NOT (u.agency_id = p.agency_id AND u.role IN (3, 4))
        AND NOT EXISTS (SELECT 1 FROM patient_care_team t
                        JOIN caregiver_agencies ca ON ca.user_id = t.user_id AND ca.agency_id = p.agency_id
                        WHERE t.patient_id = p.id AND t.user_id = n.author_id)`);
    expect(strangers).toEqual([]);
    const [spread] = await rows<{ levels: number[]; authors: string; days: number }>(sql`
      SELECT array_agg(DISTINCT privacy ORDER BY privacy) AS levels,
             count(DISTINCT author_id) AS authors,
             extract(day FROM max(created_at) - min(created_at))::int AS days
      FROM notes WHERE patient_id = (SELECT min(id) FROM patients)`);
    expect(spread).toMatchObject({ levels: [1, 2, 3, 4, 5, 6], authors: '8' });
    expect(spread?.days).toBeGreaterThan(700);
  });

  it('amends notes inside their windows (addenda by another writer, strikes of words the note holds), each in the action log', async () => {
    const changes = await rows<{
      kind: string;
      fits: boolean;
      inWindow: boolean;
      logged: string;
    }>(sql`
      SELECT c.kind,
             c.kind = 'insert' OR substr(n.body, c.start_offset + 1, c.end_offset - c.start_offset) = c.text AS fits,
             c.created_at BETWEEN n.signed_at AND n.amendable_until AS "inWindow",
             (SELECT count(*) FROM note_actions a
              WHERE a.note_id = n.id AND a.action = CASE c.kind WHEN 'insert' THEN 'insertText' ELSE 'strikeText' END
                AND (a.details ->> 'changeId')::int = c.id) AS logged
      FROM note_text_changes c JOIN notes n ON n.id = c.note_id ORDER BY c.id`);
    expect(changes).toEqual(
      ['strike', 'insert', 'strike', 'insert'].map((kind) => ({
        kind,
        fits: true,
        inWindow: true,
        logged: '1',
      })),
    );
    const unlogged = await rows<{ id: number }>(sql`
      SELECT n.id FROM notes n
      WHERE n.parent_id IS NULL AND n.signed_at IS NOT NULL
        AND (SELECT count(*) FROM note_actions a
             WHERE a.note_id = n.id AND a.action = 'updateNoteFields') <> 1
      UNION ALL
      SELECT n.id FROM notes n
      WHERE n.parent_id IS NOT NULL
        AND (SELECT count(*) FROM note_actions a
             WHERE a.note_id = n.parent_id AND a.action = 'appendNote'
               AND (a.details ->> 'appendedNoteId')::int = n.id) <> 1`);
    expect(unlogged).toEqual([]);
    const [addenda] = await rows<{ all: string; byParentAuthor: string }>(sql`
      SELECT count(*) AS all, count(*) FILTER (WHERE c.author_id = n.author_id) AS "byParentAuthor"
      FROM notes c JOIN notes n ON n.id = c.parent_id`);
    expect(addenda).toEqual({ all: '3', byParentAuthor: '0' });
  });
});
