// Clinical notes at scale: one patient's timeline of 10,000 signed notes (first page, a page
// filtered by type, author and dates, a text search) read by the agency owner and by a caregiver
// of the care team (whose privacy levels differ), and one note opened, against GET /api/health as
// the baseline, measured in this run. Run: npm run bench
import { NotePrivacy, NoteType, Role } from '@hearth/domain';
import { hashPassword, testPassword } from '@hearth/server/testing';
import { signInCookie, withBenchServer } from './support/benchServer.ts';
import { measureAndExplain } from './support/measureRequests.ts';
import { seedScaleSet } from './support/scaleSet.ts';

const scale = {
  agencies: Number(process.env.BENCH_AGENCIES ?? 100),
  // A timeline reads notes, their authors and the patient; no caregiver profiles or listings.
  caregiversPerAgency: 0,
  patientsPerAgency: 100,
  listingsPerAgency: 0,
  notes: Number(process.env.BENCH_NOTES ?? 10_000),
};
const logFile = process.env.BENCH_LOG ?? 'bench-notes.log';

await withBenchServer(
  (db) => seedScaleSet(db, scale),
  async ({ base, pool }) => {
    // The busiest patient, its agency's owner and a caregiver of its care team, both authors of
    // its notes (generated without passwords: they get the test one here).
    const found = await pool.query<{ patientId: number; ownerId: number; caregiverId: number }>(`
      WITH busiest AS (
        SELECT patient_id FROM notes GROUP BY patient_id ORDER BY count(*) DESC LIMIT 1
      )
      SELECT p.id AS "patientId",
             (SELECT min(u.id) FROM users u WHERE u.agency_id = p.agency_id AND u.role = ${Role.agency}) AS "ownerId",
             (SELECT min(t.user_id) FROM patient_care_team t WHERE t.patient_id = p.id) AS "caregiverId"
      FROM busiest JOIN patients p ON p.id = busiest.patient_id`);
    const { patientId, ownerId, caregiverId } = found.rows[0] ?? {};
    const people = await pool.query<{ email: string; role: Role }>(
      'UPDATE users SET password_hash = $1 WHERE id IN ($2, $3) RETURNING email, role',
      [await hashPassword(testPassword), ownerId, caregiverId],
    );
    const readers = await Promise.all(
      [...people.rows]
        .sort((a, b) => a.role - b.role)
        .map(async ({ email, role }) => ({
          label: role === Role.agency ? 'agency owner' : 'care-team caregiver',
          cookie: await signInCookie(base, email, testPassword),
        })),
    );

    // A filter a supervisor would use: one type, one author, three months of last year.
    const daysAgo = (days: number) =>
      new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const [from, to] = [daysAgo(365), daysAgo(275)];
    const type = await pool.query<{ id: number }>('SELECT id FROM note_types WHERE code = $1', [
      NoteType.medications,
    ]);
    const filter = `type=${type.rows[0]?.id}&author=${caregiverId}&from=${from}&to=${to}`;
    const matches = await pool.query<{ all: string; filtered: string; searched: string }>(
      `SELECT count(*) FILTER (WHERE parent_id IS NULL AND signed_at IS NOT NULL) AS all,
              count(*) FILTER (WHERE parent_id IS NULL AND note_type_id = $2 AND author_id = $3
                               AND created_at::date BETWEEN $4 AND $5) AS filtered,
              count(*) FILTER (WHERE search @@ plainto_tsquery('simple', 'dizziness')) AS searched
       FROM notes WHERE patient_id = $1`,
      [patientId, type.rows[0]?.id, caregiverId, from, to],
    );
    console.log(`Patient ${patientId}: ${JSON.stringify(matches.rows[0])} notes`);
    // The newest note with an addendum that both read (privacy "anyone").
    const note = await pool.query<{ id: number }>(
      `SELECT parent_id AS id FROM notes WHERE patient_id = $1 AND parent_id IS NOT NULL
         AND privacy = $2 ORDER BY created_at DESC LIMIT 1`,
      [patientId, NotePrivacy.anyone],
    );

    const requests = readers.flatMap(({ label, cookie }) => {
      const get = (path: string) => () => fetch(`${base}${path}`, { headers: { cookie } });
      const list = `/api/notes/${patientId}/0`;
      return [
        { name: `first page (${label})`, call: get(list), list: true },
        { name: `type + author + dates (${label})`, call: get(`${list}?${filter}`), list: true },
        {
          name: `text search q=dizziness (${label})`,
          call: get(`${list}?q=dizziness`),
          list: true,
        },
        {
          name: `one note with an addendum (${label})`,
          call: get(`/api/notes/${note.rows[0]?.id}`),
          list: false,
        },
      ];
    });

    // How many notes each reader's lists hold: the privacy levels at work.
    for (const { name, call } of requests.filter((request) => request.list)) {
      const { meta } = (await (await call()).json()) as { meta: { total: number } };
      console.log(`${name}: ${meta.total} notes`);
    }

    await measureAndExplain({ base, pool }, requests, logFile);
  },
);
