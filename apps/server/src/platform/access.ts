import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from './auth/actor.ts';
import { AppError } from './errors.ts';

/**
 * Who may call a route. Every `/api` and `/admin` route must declare one (from its module's
 * policy.ts) or the app refuses to start, so no endpoint is left open by omission. Route-level
 * access answers "may this kind of person call this at all"; whether they may touch one particular
 * record is the module policy's `can…` rule, asked by the service.
 */
export type Access =
  | { kind: 'public'; reason: string }
  | { kind: 'signedIn'; who: string; allows: (actor: Actor) => boolean };

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: augmentation merges only into an interface
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const publicAccess = (reason: string): Access => ({ kind: 'public', reason });

export const signedIn = (who: string, allows: (actor: Actor) => boolean = () => true): Access => ({
  kind: 'signedIn',
  who,
  allows,
});

const messages = {
  signIn: 'sign_in_to_continue',
  expired: 'session_expired',
  forbidden: 'role_forbidden',
} as const;

/** Why a request without a signed-in person is refused: its session ran out (419), or it had none. */
export function notSignedIn(request: FastifyRequest): AppError {
  return request.sessionExpired
    ? new AppError('session_expired', messages.expired)
    : new AppError('unauthenticated', messages.signIn);
}

/**
 * The JSON endpoints; the spec puts a few administrators' calls under /admin beside /api, the
 * websocket server its channel authorization under /broadcasting and its trigger API under /apps.
 */
export const GUARDED_PREFIXES = ['/api/', '/admin/', '/broadcasting/', '/apps/'] as const;

export function requireAccessDeclarations(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const guarded = GUARDED_PREFIXES.some((prefix) => route.url.startsWith(prefix));
    if (guarded && !route.url.startsWith('/api/docs') && route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} declares no access policy`);
    }
  });

  // Before validation, so a caller without the right learns nothing about the input a route takes.
  app.addHook('preValidation', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access.kind === 'public') {
      done();
    } else if (request.actor === null) {
      done(notSignedIn(request));
    } else if (access.allows(request.actor)) {
      done();
    } else {
      done(new AppError('forbidden', messages.forbidden));
    }
  });
}
