import { itemResponse, listResponse } from '../api/envelopes.ts';
import {
  patientMessageCreateSchema,
  patientMessageSchema,
  patientMessagesReadSchema,
  patientMessagesUnreadSchema,
} from '../api/patientMessages.ts';
import { get, post } from './endpoint.ts';

export const patientMessageRoutes = {
  ofPatient: get('/api/patients/:patientId/messages', listResponse(patientMessageSchema)),
  post: post('/api/patients/:patientId/messages', {
    body: patientMessageCreateSchema,
    response: itemResponse(patientMessageSchema),
  }),
  markRead: post('/api/patients/:patientId/messages/read', {
    body: patientMessagesReadSchema,
    response: itemResponse(patientMessagesUnreadSchema),
  }),
};
