import { z } from 'zod';
import { listMetaSchema } from './envelopes.ts';
import { ID_MAX, pathId, requiredText } from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';

/** Long enough for a real update about a relative, short enough to stay a message, not a report. */
export const PATIENT_MESSAGE_MAX = 2000;

export const patientMessagesParamsSchema = z.object({ patientId: pathId });

/** Page 1 is the newest messages; each page reads oldest first, so the newest is last. */
export const patientMessageListQuerySchema = paginationQuerySchema.omit({ sort: true, q: true });

export const patientMessageCreateSchema = z.object({ body: requiredText(PATIENT_MESSAGE_MAX) });
export type PatientMessageCreate = z.infer<typeof patientMessageCreateSchema>;

/** Everything up to and including this message has been read by the caller. */
export const patientMessagesReadSchema = z.object({
  lastReadId: z.number().int().positive().max(ID_MAX),
});

/** Which side of the thread wrote a message: the patient's family, or the organisation's staff. */
export const messageSideSchema = z.enum(['family', 'organisation']);
export type MessageSide = z.infer<typeof messageSideSchema>;

export const patientMessageSchema = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  body: z.string(),
  authorName: z.string(),
  authorSide: messageSideSchema,
  /** Written by the caller. */
  mine: z.boolean(),
  /** Written by someone else after the caller's last read. */
  unread: z.boolean(),
  createdAt: z.string(),
});
export type PatientMessage = z.infer<typeof patientMessageSchema>;

/** One page of a thread; the meta names the patient, so the page can say whose thread it is. */
export const patientThreadPageSchema = z.object({
  data: z.array(patientMessageSchema),
  meta: listMetaSchema.extend({ patientName: z.string() }),
});
export type PatientThreadPage = z.infer<typeof patientThreadPageSchema>;

export const patientMessagesUnreadSchema = z.object({ unread: z.number().int().min(0) });

/** A new message in a patient's thread: ids only, the text is read through the API. */
export type PatientMessagePosted = { patientId: number; messageId: number };
