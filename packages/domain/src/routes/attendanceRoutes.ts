import {
  attendanceDaySchema,
  attendanceSavedSchema,
  attendanceWeekSchema,
  attendanceWriteSchema,
  dayCapacitySchema,
  dayCapacityWriteSchema,
} from '../api/attendance.ts';
import { itemResponse } from '../api/envelopes.ts';
import { get, put } from './endpoint.ts';

export const attendanceRoutes = {
  /** The day sheet of `?date=`: every active participant with that day's record or none. */
  day: get('/api/day-programs/:programId/attendance', itemResponse(attendanceDaySchema)),
  /** Records or corrects one participant's day; over capacity it still records, and says so. */
  record: put('/api/day-programs/:programId/attendance', {
    body: attendanceWriteSchema,
    response: itemResponse(attendanceSavedSchema),
  }),
  /** The counts of the week (Monday to Sunday) around `?date=`. */
  week: get('/api/day-programs/:programId/attendance/week', itemResponse(attendanceWeekSchema)),
  capacity: put('/api/day-programs/:programId/capacity', {
    body: dayCapacityWriteSchema,
    response: itemResponse(dayCapacitySchema),
  }),
};
