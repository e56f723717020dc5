import { itemResponse, listResponse } from '../api/envelopes.ts';
import {
  familyInvitationAcceptedSchema,
  familyInvitationAcceptSchema,
  familyInvitationSchema,
  familyNoteSchema,
  familyVisitSchema,
  myCarePatientSchema,
} from '../api/familyPortal.ts';
import { del, get, post } from './endpoint.ts';

/** The family's "My care" and the agency's invitation that opens it. */
export const familyRoutes = {
  /** The patients the signed-in family account is linked to. */
  patients: get('/api/my-care/patients', listResponse(myCarePatientSchema)),
  patient: get('/api/my-care/patients/:patientId', itemResponse(myCarePatientSchema)),
  /** `?when=upcoming` (soonest first) or `past` (latest first). */
  visits: get('/api/my-care/patients/:patientId/visits', listResponse(familyVisitSchema)),
  notes: get('/api/my-care/patients/:patientId/notes', listResponse(familyNoteSchema)),
  /** Agency staff: mails the contact a link; 422 without an email or recorded consent. */
  invite: post('/api/patients/:patientId/contacts/:contactId/family-invitation', {
    response: itemResponse(familyInvitationSchema),
  }),
  /** Agency staff: the contact's account no longer follows the patient. */
  unlink: del('/api/patients/:patientId/contacts/:contactId/family-link'),
  /** The invited family, signed in with the invited address. */
  accept: post('/api/family-invitations/accept', {
    body: familyInvitationAcceptSchema,
    response: itemResponse(familyInvitationAcceptedSchema),
  }),
};
