import { describe, expect, it } from 'vitest';
import {
  AssessmentValidation,
  assessmentConsistencyIssues,
  assessmentCreateSchema,
  assessmentListQuerySchema,
  assessmentPatchSchema,
} from './assessments.ts';

const consistent = {
  startDate: '2027-01-01',
  endDate: null,
  rateCents: 3000,
  rateUnit: 'hour',
} as const;

describe('assessment rules spanning two fields', () => {
  it('accepts an open end, and an end on the start day', () => {
    expect(assessmentConsistencyIssues(consistent)).toStrictEqual([]);
    expect(assessmentConsistencyIssues({ ...consistent, endDate: '2027-01-01' })).toStrictEqual([]);
  });

  it('names the field of each broken rule', () => {
    expect(
      assessmentConsistencyIssues({
        startDate: '2027-01-02',
        endDate: '2027-01-01',
        rateCents: 1,
        rateUnit: null,
      }),
    ).toStrictEqual([
      { path: 'endDate', message: AssessmentValidation.endDateAfterStartDate },
      { path: 'rateUnit', message: AssessmentValidation.rateNeedsUnit },
    ]);
    expect(
      assessmentConsistencyIssues({
        startDate: null,
        endDate: '2027-01-01',
        rateCents: null,
        rateUnit: 'day',
      }),
    ).toStrictEqual([
      { path: 'startDate', message: AssessmentValidation.endDateNeedsStartDate },
      { path: 'rateCents', message: AssessmentValidation.unitNeedsRate },
    ]);
  });
});

describe('assessment payloads', () => {
  it('fills a new booking with what it starts with, its payment flag left to its invoices', () => {
    expect(
      assessmentCreateSchema.parse({ patientId: 4, notes: '  ', paymentStatus: 1 }),
    ).toStrictEqual({
      patientId: 4,
      careTypeId: null,
      services: [],
      startDate: null,
      endDate: null,
      rateCents: null,
      rateUnit: null,
      billingFrequency: null,
      billTo: 'private',
      payerId: null,
      payerShareBasisPoints: null,
      notes: null,
      schedule: [],
    });
  });

  it('leaves out of a partial update what was not sent', () => {
    expect(assessmentPatchSchema.parse({ notes: 'Side door' })).toStrictEqual({
      notes: 'Side door',
    });
  });

  it('reads repeated and comma-listed statuses alike, once each', () => {
    const parse = (status: unknown) => assessmentListQuerySchema.parse({ status }).status;
    expect(parse(['1', '7'])).toStrictEqual([1, 7]);
    expect(parse('1,7,1')).toStrictEqual([1, 7]);
    expect(parse(undefined)).toStrictEqual([]);
    expect(assessmentListQuerySchema.safeParse({ status: '8' }).success).toBe(false);
  });
});
