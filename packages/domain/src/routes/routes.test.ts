import { describe, expect, it } from 'vitest';
import { patientWriteSchema } from '../api/patients.ts';
import { routes } from './index.ts';

describe('the route table', () => {
  it('fills a path’s ids into the address it gives', () => {
    const request = routes.patients.contacts.update({ patientId: 3, contactId: 41 });
    expect(request.method).toBe('PUT');
    expect(request.url).toBe('/api/patients/3/contacts/41');
  });

  it('escapes a word segment, so a value cannot reach another path', () => {
    expect(routes.reference.entries.list({ list: '../users' }).url).toBe('/api/..%2Fusers');
    expect(routes.marketplace.search({ searchType: 'shared-living' }).url).toBe(
      '/api/marketplace/shared-living/listings',
    );
  });

  it('keeps the pattern the server registers, and the route’s schemas', () => {
    expect(routes.patients.update.path).toBe('/api/patients/:patientId');
    const { schemas } = routes.patients.update({ patientId: 3 });
    expect(schemas.body).toBe(patientWriteSchema);
    // The answer is checked as one patient: an empty record is refused.
    expect(schemas.response.safeParse({ data: {} }).success).toBe(false);
  });

  it('refuses an address with a parameter left out', () => {
    // @ts-expect-error: the patient's id is required, and the compiler says so first.
    expect(() => routes.patients.show()).toThrow('/api/patients/:patientId needs its patientId.');
  });

  it('gives a path without parameters as it is', () => {
    expect(routes.auth.signOut()).toMatchObject({ method: 'POST', url: '/api/auth/sign-out' });
  });
});
