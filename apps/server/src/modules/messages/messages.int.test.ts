import {
  itemResponse,
  OrganisationKind,
  PATIENT_MESSAGE_MAX,
  type PatientMessagePosted,
  patientMessageSchema,
  patientMessagesUnreadSchema,
  patientThreadPageSchema,
  Role,
} from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import type Echo from 'laravel-echo';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectEcho, subscription } from '../../../test/echoClient.ts';
import { eventually } from '../../../test/eventually.ts';
import { createAgency } from '../../../test/factories/identity.ts';
import { createContact, createPatient } from '../../../test/factories/patients.ts';
import { useTestServer } from '../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../test/json.ts';
import { signedInCast } from '../../../test/signedInCast.ts';
import { agencies, auditLog, patientMessages } from '../../db/schema/index.ts';
import { UNKNOWN_MESSAGE } from './messageService.ts';

const context = useTestServer();
const cast = signedInCast(context);
const echoes: Echo<'reverb'>[] = [];

let agencyId: number;
let dayProgramId: number;
let patientId: number;
let participantId: number;
let otherPatientId: number;

const oneMessage = itemResponse(patientMessageSchema);
const thread = patientThreadPageSchema;
const unread = itemResponse(patientMessagesUnreadSchema);
const path = (id: number) => `/api/patients/${id}/messages`;

beforeAll(async () => {
  const db = context.db;
  agencyId = await createAgency(db);
  const otherAgencyId = await createAgency(db);
  dayProgramId = await createAgency(db);
  await db
    .update(agencies)
    .set({ kind: OrganisationKind.adultDayProgram })
    .where(eq(agencies.id, dayProgramId));
  patientId = await createPatient(db, agencyId, { firstName: 'Odile', lastName: 'Marchand' });
  participantId = await createPatient(db, dayProgramId);
  otherPatientId = await createPatient(db, otherAgencyId);

  const family = await cast.signIn('family', Role.user);
  const participantFamily = await cast.signIn('participantFamily', Role.user);
  await createContact(db, patientId, { userId: family.id });
  await createContact(db, participantId, { userId: participantFamily.id });
  await cast.signIn('strangerFamily', Role.user);
  await cast.signIn('owner', Role.agency, [agencyId]);
  await cast.signIn('agent', Role.agencyAgent, [agencyId]);
  await cast.signIn('otherAgent', Role.agencyAgent, [otherAgencyId]);
  await cast.signIn('provider', Role.provider, [dayProgramId]);
  await cast.signIn('admin', Role.admin);
  await cast.signIn('caregiver', Role.caregiver, [agencyId]);
  await cast.signIn('partner', Role.partner);
});

afterEach(() => {
  for (const echo of echoes.splice(0)) {
    echo.disconnect();
  }
});

async function post(who: string, id: number, body: string) {
  const response = await cast.as(who).client.json(path(id), 'POST', { body });
  expect(response.status).toBe(201);
  return (await bodyOf(response, oneMessage)).data;
}

const read = async (who: string, id: number, query = '') =>
  bodyOf(await cast.as(who).client.request(`${path(id)}${query}`), thread);

describe("a patient's thread", () => {
  it('carries messages between the linked family and the agency, newest last, each side named', async () => {
    const question = await post('family', patientId, 'How was Mum this morning?');
    const answer = await post('agent', patientId, 'She enjoyed her walk.');
    expect(question).toMatchObject({ authorSide: 'family', mine: true, unread: false });

    const seenByOwner = await read('owner', patientId);
    const ids = seenByOwner.data.map((message) => message.id);
    expect(ids.indexOf(question.id)).toBeLessThan(ids.indexOf(answer.id));
    expect(seenByOwner.data.find((message) => message.id === answer.id)).toMatchObject({
      authorSide: 'organisation',
      mine: false,
      body: 'She enjoyed her walk.',
    });
    const seenByFamily = await read('family', patientId);
    // Both sides' pages say whose thread it is.
    expect(seenByOwner.meta.patientName).toBe('Odile Marchand');
    expect(seenByFamily.meta.patientName).toBe('Odile Marchand');
    expect(seenByFamily.data.find((message) => message.id === answer.id)?.unread).toBe(true);
  });

  it('pages from the newest: page 1 holds the latest messages, oldest of them first', async () => {
    const patient = await createPatient(context.db, agencyId);
    const written = [];
    for (const text of ['one', 'two', 'three']) {
      written.push(await post('owner', patient, text));
    }
    const newest = await read('owner', patient, '?perPage=2');
    expect(newest.data.map((message) => message.body)).toEqual(['two', 'three']);
    expect(newest.meta.total).toBe(3);
    const older = await read('owner', patient, '?perPage=2&page=2');
    expect(older.data.map((message) => message.id)).toEqual([written[0]?.id]);
  });

  it('lets a provider write to the family of their own participant, and nobody else in', async () => {
    const message = await post('provider', participantId, 'See you on Monday.');
    expect(message.authorSide).toBe('organisation');
    const family = await read('participantFamily', participantId);
    expect(family.data.map((item) => item.id)).toContain(message.id);

    for (const who of ['provider', 'participantFamily']) {
      expect((await cast.as(who).client.request(path(patientId))).status).toBe(404);
    }
  });

  it('answers 404 for a patient the caller is not linked to or does not serve', async () => {
    for (const who of ['strangerFamily', 'otherAgent']) {
      expect((await cast.as(who).client.request(path(patientId))).status).toBe(404);
      const write = await cast.as(who).client.json(path(patientId), 'POST', { body: 'Hello' });
      expect(write.status).toBe(404);
    }
    expect((await cast.as('family').client.request(path(otherPatientId))).status).toBe(404);
  });

  it('refuses roles that take no part (403), and lets admins read but not write', async () => {
    for (const who of ['caregiver', 'partner']) {
      expect((await cast.as(who).client.request(path(patientId))).status).toBe(403);
      const write = await cast.as(who).client.json(path(patientId), 'POST', { body: 'Hello' });
      expect(write.status).toBe(403);
    }
    expect((await read('admin', patientId)).meta.total).toBeGreaterThan(0);
    const write = await cast.as('admin').client.json(path(patientId), 'POST', { body: 'Hello' });
    expect(write.status).toBe(403);
  });

  it('refuses an empty or overlong message with field messages, storing nothing', async () => {
    const before = (await read('owner', patientId)).meta.total;
    for (const body of ['   ', 'x'.repeat(PATIENT_MESSAGE_MAX + 1)]) {
      const response = await cast.as('family').client.json(path(patientId), 'POST', { body });
      expect(response.status).toBe(422);
      expect(Object.keys(await fieldErrorsOf(response))).toEqual(['body']);
    }
    expect((await read('owner', patientId)).meta.total).toBe(before);
  });

  it('records each message in the audit log, without its text', async () => {
    const message = await post('family', patientId, 'Private words about Mum');
    const [entry] = await context.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'patient.message.posted'),
          eq(auditLog.subjectId, String(message.id)),
        ),
      );
    expect(entry).toMatchObject({ agencyId, details: { patientId, side: 'family' } });
    expect(JSON.stringify(entry?.details)).not.toContain('Private words');
  });
});

describe('reading a thread', () => {
  it('marks messages read up to one, and counts what is left', async () => {
    const patient = await createPatient(context.db, agencyId);
    const family = await cast.signIn(`family-of-${patient}`, Role.user);
    await createContact(context.db, patient, { userId: family.id });
    const first = await post('owner', patient, 'First');
    const second = await post('owner', patient, 'Second');
    const markRead = (lastReadId: number) =>
      cast.as(`family-of-${patient}`).client.json(`${path(patient)}/read`, 'POST', { lastReadId });

    expect((await bodyOf(await markRead(first.id), unread)).data.unread).toBe(1);
    expect((await bodyOf(await markRead(second.id), unread)).data.unread).toBe(0);
    // A late mark from another tab never moves the reading back.
    expect((await bodyOf(await markRead(first.id), unread)).data.unread).toBe(0);
    const seen = await read(`family-of-${patient}`, patient);
    expect(seen.data.every((message) => !message.unread)).toBe(true);
  });

  it("refuses a read mark naming another thread's message (422)", async () => {
    const elsewhere = await post('provider', participantId, 'Not yours');
    const response = await cast
      .as('family')
      .client.json(`${path(patientId)}/read`, 'POST', { lastReadId: elsewhere.id });
    expect(response.status).toBe(422);
    expect(await fieldErrorsOf(response)).toEqual({ lastReadId: [UNKNOWN_MESSAGE] });
  });
});

describe('live', () => {
  it("tells the family on their own channel of the agency's message: ids only", async () => {
    const family = cast.as('family');
    const echo = await connectEcho(context.server, { browser: family.client });
    echoes.push(echo);
    const heard: PatientMessagePosted[] = [];
    const channel = echo.private(`users.${family.user.id}`);
    channel.listen('PatientMessagePosted', (event: PatientMessagePosted) => heard.push(event));
    await subscription(channel);

    const message = await post('agent', patientId, 'The nurse comes at ten.');
    await eventually(() => expect(heard).toContainEqual({ patientId, messageId: message.id }));
    expect(JSON.stringify(heard)).not.toContain('nurse');
    const stored = await context.db
      .select({ id: patientMessages.id })
      .from(patientMessages)
      .where(eq(patientMessages.id, message.id));
    expect(stored).toHaveLength(1);
  });
});
