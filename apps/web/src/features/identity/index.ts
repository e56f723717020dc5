export { authDetailsQuery, useAuthDetails } from './authApi.ts';
export { ownAgencyId } from './ownAgency.ts';
export { type Permission, RequirePermission } from './RequireSignIn.tsx';
