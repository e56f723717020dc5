export * from './care-requests.ts';
export * from './directory-caregivers.ts';
export * from './directory-organisations.ts';
export * from './directory-patients.ts';
export * from './identity.ts';
export * from './marketplace-listings.ts';
export * from './marketplace-state.ts';
export * from './organisations.ts';
export * from './reference.ts';
export * from './system.ts';

