import { describe, expect, it } from 'vitest';
import { defaultReportRange, reportFilterOf, reportFormOf } from './reportFilterFields.ts';

const blank = {
  from: '',
  to: '',
  agencyId: '',
  caregiverId: '',
  patientId: '',
  payerId: '',
  careTypeId: '',
  region: '',
  status: '',
};

describe("a report's form", () => {
  it("shows the fields the report's schema has, and its status words", () => {
    expect(reportFormOf('visits')).toEqual({
      fields: ['agencyId', 'caregiverId', 'patientId', 'payerId', 'careTypeId', 'region', 'status'],
      statuses: ['scheduled', 'completed', 'missed'],
    });
    expect(reportFormOf('hostLeads').fields).toEqual(['status']);
  });

  it('defaults to the last 30 agency days, today included', () => {
    expect(defaultReportRange('2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(reportFilterOf(blank, reportFormOf('visits'), '2026-03-01')).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
  });

  it('sends ids as numbers, leaves out empty fields and fields the report does not read', () => {
    const form = reportFormOf('referrals');
    expect(
      reportFilterOf(
        { ...blank, agencyId: '4', patientId: '9', region: ' North ', to: '2026-02-10' },
        form,
        '2026-03-01',
      ),
    ).toEqual({ from: '2026-01-12', to: '2026-02-10', agencyId: 4, region: 'North' });
  });
});
