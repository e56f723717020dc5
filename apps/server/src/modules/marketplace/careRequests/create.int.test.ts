import {
  AgencyStanding,
  AssessmentStatus,
  careRequestCreatedSchema,
  isoDateFromToday,
  itemResponse,
  SURVEY_LIMITS,
  surveyMetaSchema,
} from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { careRequestBody, surveyAnswers } from '../../../../test/factories/careRequests.ts';
import { createAgency } from '../../../../test/factories/identity.ts';
import { createListing } from '../../../../test/factories/listings.ts';
import { createProfiledAgency } from '../../../../test/factories/organisations.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../../test/json.ts';
import { startTestServer } from '../../../../test/server.ts';

const { database, server } = useTestServer();
const ids = { agency: 0, homecare: 0, sharecare: 0, draft: 0, ofTerminated: 0 };
const place = { latitude: 43.65, longitude: -79.38 };

beforeAll(async () => {
  const { db } = database;
  ids.agency = await createAgency(db);
  ids.homecare = await createListing(db, {
    agencyId: ids.agency,
    name: 'Home care',
    careTypeIds: [1],
    ...place,
  });
  ids.sharecare = await createListing(db, {
    agencyId: ids.agency,
    name: 'Shared home',
    product: 'sharecare',
    priceUnit: 'month',
    ...place,
  });
  ids.draft = await createListing(db, {
    agencyId: ids.agency,
    name: 'Draft',
    published: false,
    ...place,
  });
  const terminated = await createProfiledAgency(db, { standing: AgencyStanding.terminated });
  ids.ofTerminated = await createListing(db, { agencyId: terminated, name: 'Gone', ...place });
});

const send = (listingId: number, body: unknown, headers: Record<string, string> = {}) =>
  server.request(`/api/marketplace/listings/${listingId}/care-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function count(table: string): Promise<number> {
  const result = await database.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(result.rows[0]?.n);
}

describe('GET /api/survey-meta', () => {
  it('gives the questions the form asks, and the limits their answers keep to', async () => {
    const { data } = await bodyOf(
      await server.request('/api/survey-meta'),
      itemResponse(surveyMetaSchema),
    );
    expect(data.limits).toEqual(SURVEY_LIMITS);
    const required = data.questions.filter((question) => question.required);
    expect(required.map((question) => question.code)).toEqual(
      Object.keys(surveyAnswers()).filter((code) => code !== 'hours_per_week'),
    );
    expect(
      data.questions
        .find((question) => question.code === 'payment')
        ?.options.map((option) => option.value),
    ).toEqual(['private_pay', 'insurance', 'government_program', 'not_sure']);
  });
});

describe('POST /api/marketplace/listings/{id}/care-requests', () => {
  it('opens a requested assessment for the listing’s agency and answers a reference', async () => {
    const body = careRequestBody({ answers: surveyAnswers({ notes: '   ' }) });
    const response = await send(ids.homecare, body, { 'accept-language': 'es-ES' });
    expect(response.status).toBe(201);
    const { data } = await bodyOf(response, itemResponse(careRequestCreatedSchema));
    expect(data.reference).toMatch(/^CR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(data.kind).toBe('requestCare');

    const { rows } = await database.pool.query(
      `SELECT r.id, r.kind, r.locale, r.answers, r.contact_email, r.visit_date,
              a.agency_id, a.patient_id, a.status, a.services, a.care_type_id
         FROM care_requests r JOIN assessments a ON a.id = r.assessment_id
        WHERE r.reference = $1`,
      [data.reference],
    );
    const [stored] = rows;
    expect(stored).toMatchObject({
      kind: 'requestCare',
      locale: 'es-ES',
      contact_email: 'dana@example.test',
      visit_date: null,
      agency_id: ids.agency,
      patient_id: null,
      status: AssessmentStatus.requested,
      services: ['personal-care', 'meal-preparation'],
      care_type_id: 1,
    });
    expect(stored.answers.map((answer: { code: string }) => answer.code)).not.toContain('notes');
    // The question is kept as it was asked, with the chosen option's wording.
    const recipient = stored.answers.find(
      (answer: { code: string }) => answer.code === 'care_recipient',
    );
    expect(recipient.labels['en-US']).toBe('Who needs care?');
    expect(recipient.choices).toEqual([
      {
        value: 'parent',
        labels: { 'en-US': 'My parent', 'en-CA': 'My parent', 'es-ES': 'Mi padre o mi madre' },
      },
    ]);

    const audit = await database.pool.query(
      `SELECT agency_id, details FROM audit_log WHERE action = 'care_request.created' AND subject_id = $1`,
      [String(stored.id)],
    );
    expect(audit.rows).toEqual([
      expect.objectContaining({
        agency_id: ids.agency,
        details: expect.objectContaining({ kind: 'requestCare', leadId: null }),
      }),
    ]);
    expect(await count('leads')).toBe(0);
    const history = await database.pool.query(
      'SELECT from_status, to_status, changed_by FROM assessment_status_changes',
    );
    expect(history.rows).toEqual([{ from_status: null, to_status: 7, changed_by: null }]);
  });

  it('books a visit on a future date', async () => {
    const visitDate = isoDateFromToday(3);
    const response = await send(ids.homecare, careRequestBody({ kind: 'bookVisit', visitDate }));
    const { data } = await bodyOf(response, itemResponse(careRequestCreatedSchema));
    const { rows } = await database.pool.query(
      `SELECT to_char(visit_date, 'YYYY-MM-DD') AS visit_date FROM care_requests WHERE reference = $1`,
      [data.reference],
    );
    expect(rows[0]?.visit_date).toBe(visitDate);
  });

  it.each([
    ['requestCare', 'referralForm'],
    ['bookVisit', 'bookAVisit'],
  ] as const)(
    'shared living: a %s also leaves a new care-seeker lead (%s)',
    async (kind, location) => {
      const before = await count('leads');
      const response = await send(
        ids.sharecare,
        careRequestBody({
          kind,
          visitDate: kind === 'bookVisit' ? isoDateFromToday(2) : undefined,
        }),
      );
      expect(response.status).toBe(201);
      expect(await count('leads')).toBe(before + 1);
      const { rows } = await database.pool.query(
        'SELECT kind, location, status, listing_id, agency_id, name, email FROM leads ORDER BY id DESC LIMIT 1',
      );
      expect(rows[0]).toEqual({
        kind: 'careSeeker',
        location,
        status: 'new',
        listing_id: ids.sharecare,
        agency_id: ids.agency,
        name: 'Dana Family',
        email: 'dana@example.test',
      });
    },
  );

  it('answers 404 for a draft, a terminated agency’s and an unknown listing', async () => {
    for (const id of [ids.draft, ids.ofTerminated, 999_999]) {
      expect((await send(id, careRequestBody())).status).toBe(404);
    }
  });

  it('refuses answers the survey does not accept, naming each one', async () => {
    const answers = surveyAnswers({
      mobility: undefined,
      help_needed: ['bathing_dressing', 'flying'],
      hours_per_week: 5000,
      start_date: isoDateFromToday(-2),
      favourite_colour: 'blue',
    });
    const errors = await fieldErrorsOf(await send(ids.homecare, careRequestBody({ answers })));
    expect(Object.keys(errors).sort()).toEqual([
      'answers.favourite_colour',
      'answers.help_needed',
      'answers.hours_per_week',
      'answers.mobility',
      'answers.start_date',
    ]);
    expect(errors['answers.mobility']).toEqual(['careRequests:validation.survey.required']);
  });

  it('refuses a flood of answers as a whole', async () => {
    const answers = Object.fromEntries(Array.from({ length: 101 }, (_, n) => [`q${n}`, 'x']));
    const errors = await fieldErrorsOf(await send(ids.homecare, careRequestBody({ answers })));
    expect(Object.keys(errors)).toEqual(['answers']);
  });

  it.each([
    ['a bad email', { email: 'not-an-email' }, ['contact.email']],
    ['neither email nor phone', { email: '', phone: null }, ['contact.email', 'contact.phone']],
    ['an implausible phone', { phone: '12' }, ['contact.phone']],
    ['phone preferred without one', { phone: null, preferredContact: 'phone' }, ['contact.phone']],
  ])('refuses %s', async (_name, contact, fields) => {
    const body = careRequestBody({
      contact: { ...(careRequestBody().contact as object), ...contact },
    });
    const errors = await fieldErrorsOf(await send(ids.homecare, body));
    expect(Object.keys(errors).sort()).toEqual(fields);
  });

  it('refuses a visit without a date or in the past, and a request without consent', async () => {
    for (const visitDate of [undefined, isoDateFromToday(-1), 'next week']) {
      const errors = await fieldErrorsOf(
        await send(ids.homecare, careRequestBody({ kind: 'bookVisit', visitDate })),
      );
      expect(Object.keys(errors)).toEqual(['visitDate']);
    }
    const errors = await fieldErrorsOf(
      await send(ids.homecare, careRequestBody({ consent: false })),
    );
    expect(Object.keys(errors)).toEqual(['consent']);
  });

  it('writes nothing when the request cannot be stored after the assessment was', async () => {
    // A constraint only this test adds makes the second insert fail inside the transaction.
    await database.pool.query(
      `ALTER TABLE care_requests ADD CONSTRAINT test_refuse CHECK (contact_name <> 'Refuse Me')`,
    );
    const before = { assessments: await count('assessments'), audit: await count('audit_log') };
    try {
      const body = careRequestBody({
        contact: { ...(careRequestBody().contact as object), name: 'Refuse Me' },
      });
      expect((await send(ids.homecare, body)).status).toBe(500);
      expect(await count('assessments')).toBe(before.assessments);
      expect(await count('audit_log')).toBe(before.audit);
    } finally {
      await database.pool.query('ALTER TABLE care_requests DROP CONSTRAINT test_refuse');
    }
  });

  it('leaves no assessment or request behind when the shared-living lead fails', async () => {
    await database.pool.query(
      `ALTER TABLE leads ADD CONSTRAINT test_refuse CHECK (name <> 'Refuse Me')`,
    );
    const before = {
      assessments: await count('assessments'),
      requests: await count('care_requests'),
    };
    try {
      const body = careRequestBody({
        contact: { ...(careRequestBody().contact as object), name: 'Refuse Me' },
      });
      expect((await send(ids.sharecare, body)).status).toBe(500);
      expect(await count('assessments')).toBe(before.assessments);
      expect(await count('care_requests')).toBe(before.requests);
    } finally {
      await database.pool.query('ALTER TABLE leads DROP CONSTRAINT test_refuse');
    }
  });
});

describe('rate limit', () => {
  it('limits requests per client address like sign-in', async () => {
    const strict = await startTestServer({ db: database.db, signInRateLimit: 2 });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await strict.request(
          `/api/marketplace/listings/${ids.homecare}/care-requests`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(careRequestBody({ consent: false })),
          },
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await strict.close();
    }
  });
});
