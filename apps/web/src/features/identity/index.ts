export { authDetailsQuery, ownAgencyId, useAuthDetails } from './authApi.ts';
export { RequireAdmin } from './RequireAdmin.tsx';
export { type Permission, RequirePermission } from './RequireSignIn.tsx';
