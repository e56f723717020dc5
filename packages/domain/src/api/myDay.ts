import { z } from 'zod';

/** How many of each kind the caregiver's home lists; the counts cover the whole day. */
export const MY_DAY_NEXT_ITEMS = 3;

export const myDayQuerySchema = z.object({ date: z.iso.date() });

export const dueTaskSchema = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  /** The client's first name only, as a caregiver calls them. */
  patientFirstName: z.string(),
  title: z.string(),
});

export const dueDoseSchema = z.object({
  medicationId: z.number().int(),
  patientId: z.number().int(),
  patientFirstName: z.string(),
  medicationName: z.string(),
  scheduledFor: z.string(),
});

/**
 * A caregiver's day beyond their visits: the tasks still to do and the scheduled doses not yet
 * recorded that day, for the clients of their visits that day, each as far as its own rule lets
 * the caregiver see it (the care plan, the MAR).
 */
export const myDaySchema = z.object({
  date: z.iso.date(),
  tasks: z.object({ due: z.number().int().min(0), next: z.array(dueTaskSchema) }),
  doses: z.object({ due: z.number().int().min(0), next: z.array(dueDoseSchema) }),
});
export type MyDay = z.infer<typeof myDaySchema>;
