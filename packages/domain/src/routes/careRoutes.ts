import { z } from 'zod';
import {
  assessmentCreateSchema,
  assessmentPatchSchema,
  assessmentSchema,
  assessmentStatusMoveSchema,
  assessmentSummarySchema,
} from '../api/assessments.ts';
import { itemResponse, listResponse } from '../api/envelopes.ts';
import {
  evvExportSchema,
  evvVisitSchema,
  visitChangeCreateSchema,
  visitChangeSchema,
} from '../api/evv.ts';
import {
  administrationCreateSchema,
  administrationSchema,
  correctionCreateSchema,
  marSchema,
  medicationDiscontinueSchema,
  medicationSchema,
  medicationWriteSchema,
} from '../api/medications.ts';
import { myDaySchema } from '../api/myDay.ts';
import {
  agencyOfferSchema,
  caregiverOfferSchema,
  postingCandidatesSchema,
  postingCreateSchema,
  postingSchema,
} from '../api/postings.ts';
import {
  eligibleCaregiverSchema,
  shiftAssignSchema,
  shiftGenerateResultSchema,
  shiftGenerateSchema,
  shiftSchema,
} from '../api/shifts.ts';
import { taskCreateSchema, taskPatchSchema, taskSchema } from '../api/tasks.ts';
import {
  checkInSchema,
  checkOutSchema,
  serviceLocationAnswerSchema,
  serviceLocationSchema,
  visitExceptionResolveSchema,
  visitExceptionSchema,
  visitVerificationSettingsSchema,
} from '../api/visitVerification.ts';
import { file, get, patch, post, put } from './endpoint.ts';

const oneAssessment = itemResponse(assessmentSchema);

export const assessmentRoutes = {
  list: get('/api/assessments', listResponse(assessmentSummarySchema)),
  show: get('/api/assessments/:assessmentId', oneAssessment),
  create: post('/api/assessments', { body: assessmentCreateSchema, response: oneAssessment }),
  update: patch('/api/assessments/:assessmentId', {
    body: assessmentPatchSchema,
    response: oneAssessment,
  }),
  move: post('/api/assessments/:assessmentId/status', {
    body: assessmentStatusMoveSchema,
    response: oneAssessment,
  }),
  shifts: get('/api/agency/assessments/:assessmentId/shifts', listResponse(shiftSchema)),
  generateShifts: post('/api/agency/assessments/:assessmentId/shifts/generate', {
    body: shiftGenerateSchema,
    response: itemResponse(shiftGenerateResultSchema),
  }),
};

const oneShift = itemResponse(shiftSchema);
const shiftArray = z.object({ data: z.array(shiftSchema) });
/** A caregiver's answer to an offer. */
const answer = <const Path extends string>(path: Path) => post(path, { response: oneShift });

export const shiftRoutes = {
  calendar: get('/api/shifts', shiftArray),
  mine: get('/api/my/shifts', shiftArray),
  eligibleCaregivers: get(
    '/api/shifts/:shiftId/eligible-caregivers',
    z.object({ data: z.array(eligibleCaregiverSchema) }),
  ),
  assign: post('/api/shifts/:shiftId/assign', { body: shiftAssignSchema, response: oneShift }),
  signature: file('/api/shifts/:shiftId/signature'),
  visit: {
    accept: answer('/api/shifts/:shiftId/accept'),
    decline: answer('/api/shifts/:shiftId/decline'),
    'check-in': post('/api/shifts/:shiftId/check-in', { body: checkInSchema, response: oneShift }),
    'check-out': post('/api/shifts/:shiftId/check-out', {
      body: checkOutSchema,
      response: oneShift,
    }),
  },
};

const oneSettings = itemResponse(visitVerificationSettingsSchema);

/** The agency's side of visit verification: its fence and windows, homes, and exceptions. */
export const visitVerificationRoutes = {
  settings: get('/api/agencies/:agencyId/visit-verification', oneSettings),
  updateSettings: put('/api/agencies/:agencyId/visit-verification', {
    body: visitVerificationSettingsSchema,
    response: oneSettings,
  }),
  setServiceLocation: put('/api/patients/:patientId/service-location', {
    body: serviceLocationSchema,
    response: itemResponse(serviceLocationAnswerSchema),
  }),
  exceptions: get('/api/agencies/:agencyId/visit-exceptions', listResponse(visitExceptionSchema)),
  resolveException: post('/api/visit-exceptions/:exceptionId/resolve', {
    body: visitExceptionResolveSchema,
    response: itemResponse(visitExceptionSchema),
  }),
};

const oneEvvVisit = itemResponse(evvVisitSchema);

/** Visit maintenance and the aggregator export (EVV); the CSV export is a file, not JSON. */
export const evvRoutes = {
  visit: get('/api/shifts/:shiftId/evv', oneEvvVisit),
  changes: get('/api/shifts/:shiftId/changes', z.object({ data: z.array(visitChangeSchema) })),
  change: post('/api/shifts/:shiftId/changes', {
    body: visitChangeCreateSchema,
    response: oneEvvVisit,
  }),
  export: get('/api/agencies/:agencyId/evv/visits', evvExportSchema),
  exportCsv: get('/api/agencies/:agencyId/evv/visits.csv', z.string()),
};

const onePosting = itemResponse(postingSchema);

export const postingRoutes = {
  board: get('/api/postings', listResponse(postingSchema)),
  candidates: get('/api/postings/candidates', itemResponse(postingCandidatesSchema)),
  agencyOffers: get('/api/posting/:postingId/agencies', listResponse(agencyOfferSchema)),
  caregiverOffers: get('/api/posting/:postingId/caregivers', listResponse(caregiverOfferSchema)),
  create: post('/api/postings', { body: postingCreateSchema, response: onePosting }),
  answer: {
    accept: post('/api/postings/:postingId/accept', { response: onePosting }),
    decline: post('/api/postings/:postingId/decline', { response: onePosting }),
    withdraw: post('/api/postings/:postingId/withdraw', { response: onePosting }),
  },
};

const oneMedication = itemResponse(medicationSchema);
const oneAdministration = itemResponse(administrationSchema);
const oneTask = itemResponse(taskSchema);

export const medicationRoutes = {
  ofPatient: get(
    '/api/patients/:patientId/medications',
    z.object({ data: z.array(medicationSchema) }),
  ),
  mar: get('/api/patients/:patientId/mar', itemResponse(marSchema)),
  create: post('/api/patients/:patientId/medications', {
    body: medicationWriteSchema,
    response: oneMedication,
  }),
  update: patch('/api/medications/:medicationId', {
    body: medicationWriteSchema,
    response: oneMedication,
  }),
  discontinue: post('/api/medications/:medicationId/discontinue', {
    body: medicationDiscontinueSchema,
    response: oneMedication,
  }),
  recordDose: post('/api/medications/:medicationId/administrations', {
    body: administrationCreateSchema,
    response: oneAdministration,
  }),
  correct: post('/api/administrations/:administrationId/corrections', {
    body: correctionCreateSchema,
    response: oneAdministration,
  }),
};

export const myDayRoutes = {
  show: get('/api/my/day', itemResponse(myDaySchema)),
};

export const taskRoutes = {
  ofPatient: get('/api/patients/:patientId/tasks', listResponse(taskSchema)),
  create: post('/api/patients/:patientId/tasks', { body: taskCreateSchema, response: oneTask }),
  update: patch('/api/tasks/:taskId', { body: taskPatchSchema, response: oneTask }),
};
