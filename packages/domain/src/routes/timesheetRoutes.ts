import { itemResponse, listResponse } from '../api/envelopes.ts';
import {
  myTimesheetSchema,
  timesheetApproveSchema,
  timesheetDetailSchema,
  timesheetReviseSchema,
  timesheetSchema,
} from '../api/timesheets.ts';
import { file, get, post } from './endpoint.ts';

const oneTimesheet = itemResponse(timesheetDetailSchema);

export const timesheetRoutes = {
  /** One per caregiver with visits in the period (`?periodStart=`), or an approved timesheet. */
  list: get('/api/agencies/:agencyId/timesheets', listResponse(timesheetSchema)),
  /** The payroll file: the period's approved timesheets, at most the export limit. */
  export: file('/api/agencies/:agencyId/timesheets/export'),
  /** The signed-in caregiver's own timesheets of a period (`?periodStart=`), one per agency. */
  mine: get('/api/my/timesheets', listResponse(myTimesheetSchema)),
  show: get('/api/agencies/:agencyId/timesheets/:caregiverId', oneTimesheet),
  /** Freezes the period's visits and totals; refused while a visit's time is unknown (422). */
  approve: post('/api/agencies/:agencyId/timesheets/:caregiverId/approve', {
    body: timesheetApproveSchema,
    response: oneTimesheet,
  }),
  /** A new snapshot of an approved timesheet, with its reason; the earlier ones are kept. */
  revise: post('/api/agencies/:agencyId/timesheets/:caregiverId/revise', {
    body: timesheetReviseSchema,
    response: oneTimesheet,
  }),
};
