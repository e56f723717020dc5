import { z } from 'zod';
import { itemResponse, listResponse } from '../api/envelopes.ts';
import {
  accessTokenSchema,
  auditEntrySchema,
  authDetailsSchema,
  changePasswordRequestSchema,
  changeRoleRequestSchema,
  createAccessTokenRequestSchema,
  createdAccessTokenSchema,
  createUserRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  roleSchema,
  signInRecordSchema,
  signInRequestSchema,
  updateProfileRequestSchema,
  userSchema,
} from '../api/identity.ts';
import { del, get, patch, post, put } from './endpoint.ts';

const authDetails = itemResponse(authDetailsSchema);
const oneUser = itemResponse(userSchema);

export const authRoutes = {
  details: get('/api/auth-details', authDetails),
  /** Who this browser is: the signed-in person, or null for a visitor (an answer, not a 401). */
  session: get('/api/auth/session', itemResponse(authDetailsSchema.nullable())),
  signIn: post('/api/auth/sign-in', { body: signInRequestSchema, response: authDetails }),
  signOut: post('/api/auth/sign-out'),
  keepAlive: post('/api/auth/keep-alive'),
  changePassword: put('/api/auth/password', { body: changePasswordRequestSchema }),
  updateProfile: patch('/api/auth/profile', {
    body: updateProfileRequestSchema,
    response: authDetails,
  }),
  forgotPassword: post('/api/auth/forgot-password', { body: forgotPasswordRequestSchema }),
  resetPassword: post('/api/auth/reset-password', { body: resetPasswordRequestSchema }),
  randomPassword: get('/api/random-password', itemResponse(z.object({ password: z.string() }))),
  tokens: {
    // The token list is short and unpaged, so the server sends it without the usual `meta`.
    list: get('/api/auth/tokens', z.object({ data: z.array(accessTokenSchema) })),
    create: post('/api/auth/tokens', {
      body: createAccessTokenRequestSchema,
      response: itemResponse(createdAccessTokenSchema),
    }),
    revoke: del('/api/auth/tokens/:tokenId'),
  },
};

export const userRoutes = {
  list: get('/api/users', listResponse(userSchema)),
  show: get('/api/users/:userId', oneUser),
  create: post('/api/users', { body: createUserRequestSchema, response: oneUser }),
  enable: post('/api/users/:userId/enable', { response: oneUser }),
  disable: post('/api/users/:userId/disable', { response: oneUser }),
  changeRole: put('/api/users/:userId/role', { body: changeRoleRequestSchema, response: oneUser }),
  roles: get('/api/roles', z.object({ data: z.array(roleSchema) })),
  signIns: get('/api/logins', listResponse(signInRecordSchema)),
  auditLog: get('/api/audit-log', listResponse(auditEntrySchema)),
};
