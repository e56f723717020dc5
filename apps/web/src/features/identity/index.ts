export { authDetailsQuery, useAuthDetails } from './authApi.ts';
export { type Permission, RequirePermission } from './RequireSignIn.tsx';
