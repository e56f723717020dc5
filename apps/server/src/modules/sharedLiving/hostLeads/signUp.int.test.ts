import { hostLeadCreatedSchema, itemResponse } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { hostSignUpBody } from '../../../../test/factories/hostLeads.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../../test/json.ts';
import { startTestServer } from '../../../../test/server.ts';

const { database, server } = useTestServer();

const signUp = (body: unknown, target = server) =>
  target.request('/api/shared-living/host-leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function leadCount(): Promise<number> {
  const { rows } = await database.pool.query<{ n: string }>('SELECT count(*) AS n FROM leads');
  return Number(rows[0]?.n);
}

describe('POST /api/shared-living/host-leads', () => {
  it('records a new host lead without an account and answers only its reference', async () => {
    const response = await signUp(hostSignUpBody({ phone: '905 555 0199', city: '  Hamilton ' }));
    expect(response.status).toBe(201);
    const body = await bodyOf(response, itemResponse(hostLeadCreatedSchema.strict()).strict());
    expect(body.data.reference).toMatch(/^HL-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

    const { rows } = await database.pool.query(
      `SELECT id, kind, status, location, name, email, phone, city, message, listing_id, agency_id
         FROM leads WHERE reference = $1`,
      [body.data.reference],
    );
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        kind: 'host',
        status: 'new',
        location: 'hostSignUp',
        name: 'Robin Host',
        email: 'robin@example.test',
        phone: '905 555 0199',
        city: 'Hamilton',
        message: 'We have a spare room on the ground floor.',
        listing_id: null,
        agency_id: null,
      },
    ]);
    const audit = await database.pool.query(
      `SELECT actor_user_id, details FROM audit_log
        WHERE action = 'host_lead.created' AND subject_id = $1`,
      [String(rows[0].id)],
    );
    expect(audit.rows).toEqual([{ actor_user_id: null, details: { location: 'hostSignUp' } }]);
  });

  it('keeps the page the form came from: every lead location is accepted', async () => {
    for (const location of ['landing', 'referralForm', 'bookAVisit']) {
      const response = await signUp(hostSignUpBody({ location }));
      const { data } = await bodyOf(response, itemResponse(hostLeadCreatedSchema));
      const { rows } = await database.pool.query(
        'SELECT location FROM leads WHERE reference = $1',
        [data.reference],
      );
      expect(rows).toEqual([{ location }]);
    }
  });

  it('takes a phone instead of an email', async () => {
    const response = await signUp(hostSignUpBody({ email: '  ', phone: '+1 (416) 555-0100' }));
    expect(response.status).toBe(201);
  });

  it('refuses an unusable form with messages per field, and writes nothing', async () => {
    const before = await leadCount();
    const noContact = await signUp(hostSignUpBody({ email: '', phone: null }));
    expect(noContact.status).toBe(422);
    expect(await fieldErrorsOf(noContact)).toEqual({
      email: ['hostLeads:validation.emailOrPhone'],
      phone: ['hostLeads:validation.emailOrPhone'],
    });

    const bad = await signUp(
      hostSignUpBody({
        name: '   ',
        email: 'not-an-email',
        phone: 'call me',
        city: 'x'.repeat(121),
        message: 'y'.repeat(2001),
        location: 'somewhere',
        consent: false,
      }),
    );
    expect(bad.status).toBe(422);
    const errors = await fieldErrorsOf(bad);
    expect(Object.keys(errors).sort()).toEqual([
      'city',
      'consent',
      'email',
      'location',
      'message',
      'name',
      'phone',
    ]);
    expect(errors.consent).toEqual(['hostLeads:validation.consent']);
    expect(errors.phone).toEqual(['hostLeads:validation.phone']);

    expect((await signUp({})).status).toBe(422);
    expect(await leadCount()).toBe(before);
  });

  it('limits sign-ups per client address like care requests', async () => {
    const strict = await startTestServer({ db: database.db, signInRateLimit: 2 });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push((await signUp(hostSignUpBody({ consent: false }), strict)).status);
      }
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await strict.close();
    }
  });
});
