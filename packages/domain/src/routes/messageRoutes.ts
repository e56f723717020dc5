import { itemResponse } from '../api/envelopes.ts';
import {
  patientMessageCreateSchema,
  patientMessageSchema,
  patientMessagesReadSchema,
  patientMessagesUnreadSchema,
  patientThreadPageSchema,
} from '../api/patientMessages.ts';
import { get, post } from './endpoint.ts';

export const patientMessageRoutes = {
  ofPatient: get('/api/patients/:patientId/messages', patientThreadPageSchema),
  post: post('/api/patients/:patientId/messages', {
    body: patientMessageCreateSchema,
    response: itemResponse(patientMessageSchema),
  }),
  markRead: post('/api/patients/:patientId/messages/read', {
    body: patientMessagesReadSchema,
    response: itemResponse(patientMessagesUnreadSchema),
  }),
};
