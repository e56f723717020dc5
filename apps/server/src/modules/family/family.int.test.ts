import {
  AssessmentStatus,
  type CareRequestStatusChanged,
  type CareRequestSummary,
  FamilyValidation,
  type FamilyVisit,
  type FamilyVisitChanged,
  NotePrivacy,
  Role,
} from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import type Echo from 'laravel-echo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import { connectEcho, subscription } from '../../../test/echoClient.ts';
import { eventually } from '../../../test/eventually.ts';
import { careRequestBody } from '../../../test/factories/careRequests.ts';
import { createUser, type TestUser } from '../../../test/factories/identity.ts';
import { createListing } from '../../../test/factories/listings.ts';
import { createNote } from '../../../test/factories/notes.ts';
import { createPatient } from '../../../test/factories/patients.ts';
import {
  caregiverOnPhone,
  createQualifiedCaregiver,
  createShift,
  createShiftAgency,
  minutesFromNow,
} from '../../../test/factories/shifts.ts';
import { useTestServer } from '../../../test/harness.ts';
import { fieldErrorsOf } from '../../../test/json.ts';
import { auditLog, caregivers, mailOutbox, patientContacts, users } from '../../db/schema/index.ts';

const { database, server } = useTestServer();
const place = { latitude: 43.6532, longitude: -79.3832, accuracy: 12 };

let agency: Awaited<ReturnType<typeof createShiftAgency>>;
let owner: BrowserClient;
let familyUser: TestUser;
let family: BrowserClient;
let otherPatientId: number;
const echoes: Echo<'reverb'>[] = [];

/** A contact of the patient, straight in the database, with consent recorded unless told. */
async function addContact(
  patientId: number,
  values: { email?: string | null; consent?: boolean; userId?: number | null } = {},
) {
  const consent = values.consent ?? true;
  const [row] = await database.db
    .insert(patientContacts)
    .values({
      patientId,
      name: 'Fran Family',
      email:
        values.email === undefined ? `fran-${patientId}-${Date.now()}@example.test` : values.email,
      consentToShare: consent,
      consentRecordedAt: consent ? new Date() : null,
      userId: values.userId ?? null,
    })
    .returning({ id: patientContacts.id });
  if (row === undefined) {
    throw new Error('no contact');
  }
  return row.id;
}

const json = async (response: Response) => {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
};

beforeAll(async () => {
  agency = await createShiftAgency(database.db);
  owner = await signedInClient(server, agency.owner.email, agency.owner.password);
  familyUser = await createUser(database.db, { role: Role.user });
  family = await signedInClient(server, familyUser.email, familyUser.password);
  await addContact(agency.patientId, { userId: familyUser.id });
  otherPatientId = await createPatient(database.db, agency.agencyId);
});

afterAll(() => {
  for (const echo of echoes) {
    echo.disconnect();
  }
});

describe('My care: who sees what', () => {
  it('lists only the patients the family is linked to with consent', async () => {
    const noConsent = await createPatient(database.db, agency.agencyId);
    await addContact(noConsent, { userId: familyUser.id, consent: false });
    const { status, body } = await json(await family.request('/api/my-care/patients'));
    expect(status).toBe(200);
    expect(body.data.map((patient: { id: number }) => patient.id)).toEqual([agency.patientId]);
    expect(body.data[0].agency.id).toBe(agency.agencyId);
  });

  it('answers 404 for a patient the family is not linked to, and audits the refusal', async () => {
    for (const path of ['', '/visits', '/notes']) {
      const response = await family.request(`/api/my-care/patients/${otherPatientId}${path}`);
      expect(response.status).toBe(404);
    }
    const refusals = await database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(otherPatientId)));
    expect(refusals.length).toBeGreaterThanOrEqual(3);
  });

  it('is closed to every other role (403) and to nobody signed in (401)', async () => {
    for (const role of [Role.agency, Role.agencyAgent, Role.caregiver, Role.admin, Role.partner]) {
      const user = await createUser(database.db, {
        role,
        agencyIds: role === Role.admin || role === Role.partner ? [] : [agency.agencyId],
      });
      const client = await signedInClient(server, user.email, user.password);
      const response = await client.request(`/api/my-care/patients/${agency.patientId}`);
      expect(response.status, `role ${role}`).toBe(403);
    }
    expect((await server.request('/api/my-care/patients')).status).toBe(401);
  });

  it('shows only signed notes written for anyone, never a level above it', async () => {
    const author = agency.owner.id;
    const owned = { kind: 'patient', patientId: agency.patientId } as const;
    const shared = await createNote(database.db, owned, author, {
      privacy: NotePrivacy.anyone,
      title: 'A good morning',
    });
    for (const privacy of NotePrivacy.codes.filter((code) => code !== NotePrivacy.anyone)) {
      await createNote(database.db, owned, author, { privacy, title: `Level ${privacy}` });
    }
    await createNote(database.db, owned, author, { privacy: NotePrivacy.anyone, signed: false });
    const { status, body } = await json(
      await family.request(`/api/my-care/patients/${agency.patientId}/notes`),
    );
    expect(status).toBe(200);
    expect(body.data.map((note: { id: number }) => note.id)).toEqual([shared]);
  });

  it('shows a note the office shares with the family by opening it to anyone', async () => {
    const owned = { kind: 'patient', patientId: agency.patientId } as const;
    const kept = await createNote(database.db, owned, agency.owner.id, {
      privacy: NotePrivacy.careTeam,
      title: 'Kept for the care team, then shared',
    });
    const read = async () => {
      const { body } = await json(
        await family.request(`/api/my-care/patients/${agency.patientId}/notes`),
      );
      return body.data.map((note: { id: number }) => note.id);
    };
    expect(await read()).not.toContain(kept);
    const shared = await owner.json(`/api/notes/${kept}/privacy`, 'PUT', {
      privacy: NotePrivacy.anyone,
    });
    expect(shared.status, await shared.text()).toBe(200);
    expect(await read()).toContain(kept);
  });

  it("shows visits upcoming and past with the caregiver's first name only", async () => {
    const caregiverId = await createQualifiedCaregiver(database.db, agency.agencyId);
    const [caregiver] = await database.db
      .select({ firstName: caregivers.firstName, lastName: caregivers.lastName })
      .from(caregivers)
      .where(eq(caregivers.id, caregiverId));
    const upcoming = await createShift(database.db, agency.assessmentId, {
      startsAt: minutesFromNow(120),
      endsAt: minutesFromNow(180),
      caregiverId,
      assignment: 'accepted',
    });
    const past = await createShift(database.db, agency.assessmentId, {
      startsAt: minutesFromNow(-180),
      endsAt: minutesFromNow(-120),
    });
    const read = async (when: string) => {
      const path = `/api/my-care/patients/${agency.patientId}/visits?when=${when}`;
      const { status, body } = await json(await family.request(path));
      expect(status).toBe(200);
      return body.data as FamilyVisit[];
    };
    const soon = (await read('upcoming')).find((visit) => visit.id === upcoming);
    expect(soon?.caregiver).toStrictEqual({ firstName: caregiver?.firstName, photoUrl: null });
    expect(soon?.state).toBe('planned');
    expect(JSON.stringify(soon)).not.toContain(caregiver?.lastName ?? '?');
    const before = (await read('past')).find((visit) => visit.id === past);
    expect(before?.caregiver).toBeNull();
  });
});

describe('invitations', () => {
  const invitePath = (patientId: number, contactId: number) =>
    `/api/patients/${patientId}/contacts/${contactId}/family-invitation`;

  it('refuse a contact without an email or without recorded consent (422)', async () => {
    const noEmail = await addContact(otherPatientId, { email: null });
    const noConsent = await addContact(otherPatientId, { consent: false });
    const first = await owner.json(invitePath(otherPatientId, noEmail), 'POST', {});
    expect(first.status).toBe(422);
    expect(await fieldErrorsOf(first)).toStrictEqual({ email: [FamilyValidation.needsEmail] });
    const second = await owner.json(invitePath(otherPatientId, noConsent), 'POST', {});
    expect(second.status).toBe(422);
    expect(await fieldErrorsOf(second)).toStrictEqual({
      consentToShare: [FamilyValidation.needsConsent],
    });
  });

  it('are sent by the agency only, to its own patients', async () => {
    const contactId = await addContact(otherPatientId);
    const stranger = await createShiftAgency(database.db);
    const strangerOwner = await signedInClient(
      server,
      stranger.owner.email,
      stranger.owner.password,
    );
    expect(
      (await strangerOwner.json(invitePath(otherPatientId, contactId), 'POST', {})).status,
    ).toBe(404);
    expect((await family.json(invitePath(otherPatientId, contactId), 'POST', {})).status).toBe(403);
  });

  it('link the invited family account on acceptance, audited; the agency can unlink', async () => {
    const invitee = await createUser(database.db, { role: Role.user });
    const inviteeClient = await signedInClient(server, invitee.email, invitee.password);
    const contactId = await addContact(otherPatientId, { email: invitee.email.toUpperCase() });
    const sent = await json(await owner.json(invitePath(otherPatientId, contactId), 'POST', {}));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data.accountCreated).toBe(false);
    const [mail] = await database.db
      .select({ body: mailOutbox.body })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, invitee.email.toUpperCase()));
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.body ?? '')?.[1] ?? '');
    expect(token).not.toBe('');

    // Another family holding the link cannot use it.
    const accept = (client: BrowserClient) =>
      client.json('/api/family-invitations/accept', 'POST', { token });
    expect((await accept(family)).status).toBe(404);
    const accepted = await json(await accept(inviteeClient));
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toStrictEqual({ patientId: otherPatientId });
    expect((await accept(inviteeClient)).status).toBe(404);
    const own = `/api/my-care/patients/${otherPatientId}`;
    expect((await inviteeClient.request(own)).status).toBe(200);
    const linked = async () => {
      const { body } = await json(await owner.request(`/api/patients/${otherPatientId}/contacts`));
      return body.data.find((contact: { id: number }) => contact.id === contactId)?.familyLinked;
    };
    expect(await linked()).toBe(true);

    const unlinked = await owner.json(
      `/api/patients/${otherPatientId}/contacts/${contactId}/family-link`,
      'DELETE',
    );
    expect(unlinked.status).toBe(204);
    expect((await inviteeClient.request(own)).status).toBe(404);
    expect(await linked()).toBe(false);
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(eq(auditLog.subjectType, 'patient'), eq(auditLog.subjectId, String(otherPatientId))),
      );
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'patient_contact.family_invited',
        'patient_contact.family_linked',
        'patient_contact.family_unlinked',
      ]),
    );
  });

  it('create a family account for a new address, with its set-password mail', async () => {
    const email = `new-family-${Date.now()}@example.test`;
    const contactId = await addContact(otherPatientId, { email });
    const sent = await json(await owner.json(invitePath(otherPatientId, contactId), 'POST', {}));
    expect(sent.status).toBe(201);
    expect(sent.body.data.accountCreated).toBe(true);
    const mails = await database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email));
    expect(mails.map((mail) => mail.subject)).toContain('Your Hearth invitation');
    expect(mails).toHaveLength(2);
  });

  it('write to a new family account in the inviting page’s language, and to an existing one in its own', async () => {
    const fromSpanishPage = (contactId: number) =>
      owner.request(invitePath(otherPatientId, contactId), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'es-ES' },
        body: '{}',
      });
    const mailsTo = (email: string) =>
      database.db
        .select({ subject: mailOutbox.subject, body: mailOutbox.body })
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, email));

    const email = `nueva-familia-${Date.now()}@example.test`;
    expect((await fromSpanishPage(await addContact(otherPatientId, { email }))).status).toBe(201);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Siga la atención de su familiar en Hearth',
      'Su invitación a Hearth',
    ]);
    expect(mails.map((mail) => /https?:\/\/\S+?\/(\w\w-\w\w)\/\S+/.exec(mail.body)?.[1])).toEqual([
      'es-es',
      'es-es',
    ]);

    const canadian = await createUser(database.db, { role: Role.user });
    await database.db
      .update(users)
      .set({ preferredLocale: 'en-CA' })
      .where(eq(users.id, canadian.id));
    const contactId = await addContact(otherPatientId, { email: canadian.email });
    expect((await fromSpanishPage(contactId)).status).toBe(201);
    const [invitation] = await mailsTo(canadian.email);
    expect(invitation?.subject).toBe('Follow your family member’s care on Hearth');
    expect(invitation?.body).toMatch(/\/en-ca\/user\/my-care\/accept\?token=/);
  });

  it('refuse an address that belongs to a staff account (422), creating nothing', async () => {
    const contactId = await addContact(otherPatientId, { email: agency.owner.email });
    const response = await owner.json(invitePath(otherPatientId, contactId), 'POST', {});
    expect(response.status).toBe(422);
    expect(await fieldErrorsOf(response)).toStrictEqual({
      email: [FamilyValidation.notFamilyAccount],
    });
  });
});

describe('told live', () => {
  it('tells the linked family when the caregiver checks in and out, by ids only', async () => {
    const echo = await connectEcho(server, { browser: family });
    echoes.push(echo);
    const heard: FamilyVisitChanged[] = [];
    const channel = echo.private(`users.${familyUser.id}`);
    channel.listen('FamilyVisitChanged', (event: FamilyVisitChanged) => heard.push(event));
    await subscription(channel);

    const { caregiverId, phone } = await caregiverOnPhone(database.db, server, agency.agencyId);
    const shiftId = await createShift(database.db, agency.assessmentId, {
      startsAt: minutesFromNow(5),
      endsAt: minutesFromNow(65),
      caregiverId,
      assignment: 'accepted',
    });
    const checkedIn = await phone.json(`/api/shifts/${shiftId}/check-in`, 'POST', place);
    expect(checkedIn.status, await checkedIn.text()).toBe(200);
    await eventually(() =>
      expect(heard).toContainEqual({ patientId: agency.patientId, shiftId, kind: 'checkedIn' }),
    );
    const { body } = await json(
      await family.request(`/api/my-care/patients/${agency.patientId}/visits`),
    );
    expect(body.data.find((visit: FamilyVisit) => visit.id === shiftId)?.state).toBe('checkedIn');

    const checkedOut = await phone.json(`/api/shifts/${shiftId}/check-out`, 'POST', {
      ...place,
      reasonCode: 'client_request',
      signatureMissingReason: 'client_unable',
    });
    expect(checkedOut.status, await checkedOut.text()).toBe(200);
    await eventually(() =>
      expect(heard).toContainEqual({ patientId: agency.patientId, shiftId, kind: 'checkedOut' }),
    );
  });

  it("lists the family's own care requests with their status, and tells it when one moves", async () => {
    const listingId = await createListing(database.db, {
      agencyId: agency.agencyId,
      name: 'Home care near you',
      latitude: 43.65,
      longitude: -79.38,
    });
    const sent = await family.json(
      `/api/marketplace/listings/${listingId}/care-requests`,
      'POST',
      careRequestBody(),
    );
    expect(sent.status, await sent.text()).toBe(201);
    // A request sent signed out belongs to no family.
    const anonymous = await server.request(`/api/marketplace/listings/${listingId}/care-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(careRequestBody()),
    });
    expect(anonymous.status).toBe(201);

    const listed = async (client: BrowserClient) => {
      const { status, body } = await json(await client.request('/api/care-requests'));
      expect(status).toBe(200);
      return body.data as CareRequestSummary[];
    };
    const mine = await listed(family);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.status).toBe(AssessmentStatus.requested);
    const otherFamily = await createUser(database.db, { role: Role.user });
    const otherClient = await signedInClient(server, otherFamily.email, otherFamily.password);
    expect(await listed(otherClient)).toEqual([]);
    // The agency still sees both, as before.
    expect((await listed(owner)).length).toBeGreaterThanOrEqual(2);
    // The inbox's other calls stay the agency's.
    expect((await family.request('/api/care-requests/unseen-count')).status).toBe(403);
    expect((await family.request(`/api/care-requests/${mine[0]?.id}`)).status).toBe(403);

    const echo = await connectEcho(server, { browser: family });
    echoes.push(echo);
    const heard: CareRequestStatusChanged[] = [];
    const channel = echo.private(`users.${familyUser.id}`);
    channel.listen('CareRequestStatusChanged', (event: CareRequestStatusChanged) =>
      heard.push(event),
    );
    await subscription(channel);
    const opened = await json(await owner.request(`/api/care-requests/${mine[0]?.id}`));
    const assessmentId: number = opened.body.data.assessment.id;
    const moved = await owner.json(`/api/assessments/${assessmentId}/status`, 'POST', {
      to: AssessmentStatus.cancelled,
      reason: 'No caregiver free in that area.',
    });
    expect(moved.status, await moved.text()).toBe(200);
    await eventually(() =>
      expect(heard).toContainEqual({
        careRequestId: mine[0]?.id,
        status: AssessmentStatus.cancelled,
      }),
    );
    expect((await listed(family))[0]?.status).toBe(AssessmentStatus.cancelled);
  });
});
