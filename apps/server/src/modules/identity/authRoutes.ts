import {
  accessTokenSchema,
  authDetailsSchema,
  changePasswordRequestSchema,
  createAccessTokenRequestSchema,
  createdAccessTokenSchema,
  forgotPasswordRequestSchema,
  itemResponse,
  pathId,
  resetPasswordRequestSchema,
  signInRequestSchema,
  updateProfileRequestSchema,
} from '@hearth/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notSignedIn } from '../../platform/access.ts';
import { auditContextOf } from '../../platform/audit.ts';
import { actorOf, actorProfileOf } from '../../platform/auth/actor.ts';
import {
  type CookieSettings,
  clearSessionCookies,
  DEVICE_COOKIE,
  SESSION_COOKIE,
  setDeviceCookie,
  setSessionCookies,
} from '../../platform/auth/cookies.ts';
import { compiledSerializerCompiler } from '../../platform/compiledSerializer.ts';
import type { LiveSockets } from '../../platform/realtime/terminations.ts';
import { requestLocale } from '../../platform/requestLocale.ts';
import { authDetailsDto, iso, isoOrNull } from './dto.ts';
import type { PasswordService } from './passwordService.ts';
import { identityAccess } from './policy.ts';
import { randomPassword } from './randomPassword.ts';
import type { SessionService } from './sessionService.ts';
import type { TokenService } from './tokenService.ts';
import type { UserService } from './userService.ts';

export type AuthRoutesOptions = {
  sessions: SessionService;
  passwords: PasswordService;
  tokens: TokenService;
  users: UserService;
  cookies: CookieSettings;
  signInRateLimit: number;
  liveSockets: LiveSockets;
};

const tags = ['identity'];
const noContent = { 204: z.null() };

function expiresAtOf(reply: FastifyReply): Date | null {
  const header = reply.getHeader('X-Session-Expires-At');
  return typeof header === 'string' ? new Date(header) : null;
}

const tokenDto = (token: Awaited<ReturnType<TokenService['list']>>[number]) => ({
  ...token,
  createdAt: iso(token.createdAt),
  lastUsedAt: isoOrNull(token.lastUsedAt),
  expiresAt: iso(token.expiresAt),
  revokedAt: isoOrNull(token.revokedAt),
});

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { sessions, passwords, tokens, users, cookies } = options;
  // Per client address and minute, in memory, on top of the sign-in throttle (signInThrottle.ts).
  const attemptLimit = { max: options.signInRateLimit, timeWindow: '1 minute' };

  app.post(
    '/api/auth/sign-in',
    {
      config: { access: identityAccess.signIn, rateLimit: attemptLimit },
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: signInRequestSchema,
        response: { 200: itemResponse(authDetailsSchema) },
      },
    },
    async (request, reply) => {
      const signedIn = await sessions.signIn({
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        device: request.cookies[DEVICE_COOKIE],
      });
      const previous = request.cookies[SESSION_COOKIE];
      if (previous !== undefined) {
        await sessions.signOut(previous, {
          actorUserId: null,
          ip: request.ip,
          requestId: request.id,
        });
      }
      setSessionCookies(reply, cookies, signedIn.secret, signedIn.csrfToken);
      setDeviceCookie(reply, cookies, signedIn.device);
      reply.header('X-Session-Expires-At', signedIn.expiresAt.toISOString());
      return { data: authDetailsDto(signedIn.actor, signedIn.profile, signedIn.expiresAt) };
    },
  );

  app.post(
    '/api/auth/sign-out',
    {
      config: { access: identityAccess.signedInSelf },
      schema: { tags, summary: 'End this session', response: noContent },
    },
    async (request, reply) => {
      const secret = request.cookies[SESSION_COOKIE];
      await sessions.signOut(secret, auditContextOf(request));
      if (secret !== undefined) {
        // The sockets this session signed in close at once, on every node; its other sessions'
        // (another device) stay.
        await options.liveSockets.endSession(actorOf(request).userId, secret);
      }
      clearSessionCookies(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth-details',
    {
      config: { access: identityAccess.signedInSelf },
      // The web asks it on every page.
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags,
        summary: 'The signed-in user, their role, organisation and permissions',
        response: { 200: itemResponse(authDetailsSchema) },
      },
    },
    async (request, reply) => {
      // Who the caller is came with their session: answering reads nothing more.
      return {
        data: authDetailsDto(actorOf(request), actorProfileOf(request), expiresAtOf(reply)),
      };
    },
  );

  // The web app asks this on every page: a visitor is an expected answer there, and a 401 would
  // be logged as an error in each visitor's console. An expired session still answers 419.
  app.get(
    '/api/auth/session',
    {
      config: { access: identityAccess.whoIsHere },
      schema: {
        tags,
        summary: 'The signed-in user as auth-details gives them, or null for a visitor',
        response: { 200: itemResponse(authDetailsSchema.nullable()) },
      },
    },
    async (request, reply) => {
      const { actor } = request;
      if (actor === null) {
        if (request.sessionExpired) {
          throw notSignedIn(request);
        }
        return { data: null };
      }
      return { data: authDetailsDto(actor, actorProfileOf(request), expiresAtOf(reply)) };
    },
  );

  app.post(
    '/api/auth/keep-alive',
    {
      config: { access: identityAccess.signedInSelf },
      schema: {
        tags,
        summary: 'Extend the session (the "stay signed in" button)',
        response: noContent,
      },
    },
    async (_request, reply) => reply.status(204).send(null),
  );

  app.put(
    '/api/auth/password',
    {
      config: { access: identityAccess.signedInSelf },
      schema: {
        tags,
        summary: 'Change my password',
        body: changePasswordRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const currentSession =
        actor.via === 'session' ? (request.cookies[SESSION_COOKIE] ?? null) : null;
      await passwords.changePassword(
        actor.userId,
        request.body.currentPassword,
        request.body.newPassword,
        currentSession,
        auditContextOf(request),
      );
      // The sessions the change ended lose their live sockets too, on every node; this one's stay.
      await options.liveSockets.endOtherSessions(actor.userId, currentSession);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/auth/profile',
    {
      config: { access: identityAccess.signedInSelf },
      schema: {
        tags,
        summary: 'Change my own settings (my language)',
        body: updateProfileRequestSchema,
        response: { 200: itemResponse(authDetailsSchema) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await users.updateProfile(actor.userId, request.body, auditContextOf(request));
      const { email, name, preferredLocale } = await users.visibleUser(actor, actor.userId);
      return { data: authDetailsDto(actor, { email, name, preferredLocale }, expiresAtOf(reply)) };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: {
        access: identityAccess.requestPasswordReset,
        rateLimit: attemptLimit,
      },
      schema: {
        tags,
        summary: 'Mail a password reset link, if the address has an account',
        body: forgotPasswordRequestSchema,
        response: { 202: z.null() },
      },
    },
    async (request, reply) => {
      await passwords.requestReset(request.body.email, requestLocale(request));
      return reply.status(202).send(null);
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: {
        access: identityAccess.resetPassword,
        rateLimit: attemptLimit,
      },
      schema: {
        tags,
        summary: 'Set a new password from a mailed link',
        body: resetPasswordRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const userId = await passwords.resetPassword(
        request.body.token,
        request.body.password,
        requestLocale(request),
        auditContextOf(request),
      );
      // Signed out everywhere: every live socket of the user closes at once, on every node.
      await options.liveSockets.endUser(userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/random-password',
    {
      // Public, so limited like sign-in: generating passwords costs little, but is no free service.
      config: { access: identityAccess.suggestPassword, rateLimit: attemptLimit },
      schema: {
        tags,
        summary: 'A strong generated password',
        response: { 200: itemResponse(z.object({ password: z.string() })) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: { password: randomPassword() } };
    },
  );

  app.get(
    '/api/auth/tokens',
    {
      config: { access: identityAccess.signedInSelf },
      schema: {
        tags,
        summary: 'My personal access tokens',
        response: { 200: z.object({ data: z.array(accessTokenSchema) }) },
      },
    },
    async (request) => ({ data: (await tokens.list(actorOf(request).userId)).map(tokenDto) }),
  );

  app.post(
    '/api/auth/tokens',
    {
      config: { access: identityAccess.signedInSelf },
      schema: {
        tags,
        summary: 'Create a personal access token (shown once)',
        body: createAccessTokenRequestSchema,
        response: { 201: itemResponse(createdAccessTokenSchema) },
      },
    },
    async (request, reply) => {
      const created = await tokens.create(
        actorOf(request).userId,
        request.body.name,
        request.body.expiresInDays,
        auditContextOf(request),
      );
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send({ data: { ...tokenDto(created), token: created.token } });
    },
  );

  app.delete(
    '/api/auth/tokens/:tokenId',
    {
      config: { access: identityAccess.signedInSelf },
      schema: {
        tags,
        summary: 'Revoke one of my tokens',
        params: z.object({ tokenId: pathId }),
        response: noContent,
      },
    },
    async (request, reply) => {
      await tokens.revoke(actorOf(request).userId, request.params.tokenId, auditContextOf(request));
      return reply.status(204).send(null);
    },
  );
};
