export * from './identity.ts';
export * from './organisations.ts';
export * from './system.ts';
