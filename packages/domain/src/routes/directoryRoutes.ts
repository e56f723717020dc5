import { z } from 'zod';
import {
  agencySchema,
  agencyStandingChangeSchema,
  agencySummarySchema,
  agencyWriteSchema,
  internalAgencySchema,
  standingChangeSchema,
} from '../api/agencies.ts';
import { careCoordinatorSchema, careCoordinatorWriteSchema } from '../api/careCoordinators.ts';
import {
  caregiverDocumentSchema,
  caregiverDocumentWriteSchema,
  caregiverPhotoSchema,
  caregiverSchema,
  caregiverStatusChangeRecordSchema,
  caregiverStatusChangeSchema,
  caregiverSummarySchema,
  caregiverWriteSchema,
  ownCaregiverProfileSchema,
  ownCaregiverProfileWriteSchema,
} from '../api/caregivers.ts';
import { itemResponse, listResponse } from '../api/envelopes.ts';
import { userSchema } from '../api/identity.ts';
import { partnerSummarySchema } from '../api/partners.ts';
import {
  careTeamCandidateSchema,
  contactSchema,
  contactWriteSchema,
  patientSchema,
  patientSummarySchema,
  patientWriteSchema,
} from '../api/patients.ts';
import { payerSchema, payerWriteSchema } from '../api/payers.ts';
import { del, get, post, put } from './endpoint.ts';

const oneAgency = itemResponse(agencySchema);

export const agencyRoutes = {
  list: get('/api/agencies', listResponse(agencySummarySchema)),
  show: get('/api/agencies/:agencyId', oneAgency),
  create: post('/api/agencies', { body: agencyWriteSchema, response: oneAgency }),
  update: put('/api/agencies/:agencyId', { body: agencyWriteSchema, response: oneAgency }),
  /** The signed-in person's own agency (owners and agents). */
  internal: get('/api/internal-agency', itemResponse(internalAgencySchema)),
  changeStanding: post('/api/agencies/:agencyId/standing', {
    body: agencyStandingChangeSchema,
    response: oneAgency,
  }),
  standingHistory: get(
    '/api/agencies/:agencyId/standing-history',
    listResponse(standingChangeSchema),
  ),
  staff: get('/api/agencies/:agencyId/staff', listResponse(userSchema)),
};

/** Partners by name, for the pickers that name one (the referring partner, a partner's user). */
export const partnerRoutes = {
  list: get('/api/partners', listResponse(partnerSummarySchema)),
};

/** The six endpoints every retirable directory entry (care coordinators, payers) has. */
function retirableEntryRoutes<
  const Path extends string,
  Item extends z.ZodType,
  Write extends z.ZodType,
>(path: Path, item: Item, write: Write) {
  const one = itemResponse(item);
  const onePath = `${path}/:id` as const;
  return {
    list: get(path, listResponse(item)),
    show: get(onePath, one),
    create: post(path, { body: write, response: one }),
    update: put(onePath, { body: write, response: one }),
    retire: post(`${onePath}/retire`, { response: one }),
    reinstate: post(`${onePath}/reinstate`, { response: one }),
  };
}

export const careCoordinatorRoutes = retirableEntryRoutes(
  '/api/care-coordinators',
  careCoordinatorSchema,
  careCoordinatorWriteSchema,
);

export const payerRoutes = retirableEntryRoutes('/api/payers', payerSchema, payerWriteSchema);

const oneCaregiver = itemResponse(caregiverSchema);
const oneDocument = itemResponse(caregiverDocumentSchema);

export const caregiverRoutes = {
  list: get('/api/caregivers', listResponse(caregiverSummarySchema)),
  show: get('/api/caregivers/:caregiverId', oneCaregiver),
  create: post('/api/caregivers', { body: caregiverWriteSchema, response: oneCaregiver }),
  update: put('/api/caregivers/:caregiverId', {
    body: caregiverWriteSchema,
    response: oneCaregiver,
  }),
  changeStatus: post('/api/caregivers/:caregiverId/status', {
    body: caregiverStatusChangeSchema,
    response: oneCaregiver,
  }),
  statusHistory: get(
    '/api/caregivers/:caregiverId/status-history',
    listResponse(caregiverStatusChangeRecordSchema),
  ),
  documents: {
    list: get('/api/caregivers/:caregiverId/documents', listResponse(caregiverDocumentSchema)),
    create: post('/api/caregivers/:caregiverId/documents', {
      body: caregiverDocumentWriteSchema,
      response: oneDocument,
    }),
    update: put('/api/caregivers/:caregiverId/documents/:documentId', {
      body: caregiverDocumentWriteSchema,
      response: oneDocument,
    }),
    remove: del('/api/caregivers/:caregiverId/documents/:documentId'),
  },
  /** A caregiver's own profiles (one per agency they work for), for My profile. */
  own: {
    list: get('/api/my/caregiver-profiles', z.object({ data: z.array(ownCaregiverProfileSchema) })),
    update: put('/api/my/caregiver-profiles/:caregiverId', {
      body: ownCaregiverProfileWriteSchema,
      response: itemResponse(ownCaregiverProfileSchema),
    }),
  },
  photo: {
    upload: put('/api/caregivers/:caregiverId/photo', {
      multipart: true,
      response: itemResponse(caregiverPhotoSchema),
    }),
    remove: del('/api/caregivers/:caregiverId/photo', {
      response: itemResponse(caregiverPhotoSchema),
    }),
  },
};

const onePatient = itemResponse(patientSchema);
const oneContact = itemResponse(contactSchema);

export const patientRoutes = {
  list: get('/api/patients', listResponse(patientSummarySchema)),
  show: get('/api/patients/:patientId', onePatient),
  create: post('/api/patients', { body: patientWriteSchema, response: onePatient }),
  update: put('/api/patients/:patientId', { body: patientWriteSchema, response: onePatient }),
  careTeamCandidates: get(
    '/api/patients/care-team-candidates',
    listResponse(careTeamCandidateSchema),
  ),
  contacts: {
    list: get('/api/patients/:patientId/contacts', listResponse(contactSchema)),
    create: post('/api/patients/:patientId/contacts', {
      body: contactWriteSchema,
      response: oneContact,
    }),
    update: put('/api/patients/:patientId/contacts/:contactId', {
      body: contactWriteSchema,
      response: oneContact,
    }),
    remove: del('/api/patients/:patientId/contacts/:contactId'),
  },
};
