export { authDetailsQuery, ownAgencyId, useAuthDetails } from './authApi.ts';
export { type Permission, RequirePermission } from './RequireSignIn.tsx';
