import { describe, expect, it } from 'vitest';
import { careRequestCreateSchema, visitDateProblem } from './careRequests.ts';
import { isoDateFromToday } from './surveyAnswers.ts';

const today = '2026-06-15';

describe('visitDateProblem', () => {
  it('needs a date from today to a year ahead, for visits only', () => {
    expect(visitDateProblem('requestCare', null, today)).toBeUndefined();
    expect(visitDateProblem('bookVisit', null, today)).toMatch(/visitDateRequired$/);
    expect(visitDateProblem('bookVisit', '2026-06-14', today)).toMatch(/visitDatePast$/);
    expect(visitDateProblem('bookVisit', today, today)).toBeUndefined();
    expect(visitDateProblem('bookVisit', '2027-07-01', today)).toMatch(/visitDateFar$/);
  });
});

describe('careRequestCreateSchema', () => {
  const contact = { name: 'Dana', email: '', phone: '', preferredContact: 'email' };

  it('needs an email or a phone, and the one preferred', () => {
    const result = careRequestCreateSchema.safeParse({
      kind: 'requestCare',
      contact,
      consent: true,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'contact.email',
      'contact.phone',
    ]);
    const byPhone = careRequestCreateSchema.safeParse({
      kind: 'requestCare',
      contact: { ...contact, phone: '416 555 0101', preferredContact: 'email' },
      consent: true,
    });
    expect(byPhone.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['contact.email']);
  });

  it('keeps the visit date of a visit and requires consent', () => {
    const visitDate = isoDateFromToday(2);
    const parsed = careRequestCreateSchema.parse({
      kind: 'bookVisit',
      visitDate,
      contact: { ...contact, email: 'dana@example.test' },
      message: '  ',
      consent: true,
    });
    expect(parsed).toMatchObject({ visitDate, message: null, answers: {} });
    expect(
      careRequestCreateSchema.safeParse({ ...parsed, consent: false }).error?.issues[0]?.path,
    ).toEqual(['consent']);
  });
});
