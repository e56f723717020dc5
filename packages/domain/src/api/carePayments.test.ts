import { describe, expect, it } from 'vitest';
import { CarePaymentValidation, carePaymentCreateSchema } from './carePayments.ts';

const privatePayment = {
  agencyId: 1,
  recipient: 'patient',
  method: 'cheque',
  reference: 'Cheque 12',
  receivedOn: '2026-10-01',
  amountCents: 500,
  allocations: [{ invoiceId: 9, amountCents: 500 }],
};

const messagesOf = (input: object) => {
  const parsed = carePaymentCreateSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('carePaymentCreateSchema: who paid privately', () => {
  it('is a client or a shared-living resident, exactly one of them', () => {
    expect(messagesOf({ ...privatePayment, patientId: 3 })).toEqual({});
    expect(messagesOf({ ...privatePayment, referralId: 4 })).toEqual({});
    expect(messagesOf(privatePayment)).toEqual({
      patientId: CarePaymentValidation.patientRequired,
    });
    expect(messagesOf({ ...privatePayment, patientId: 3, referralId: 4 })).toEqual({
      referralId: CarePaymentValidation.patientOrResident,
    });
  });
});
