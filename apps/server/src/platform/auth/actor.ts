import type { Role } from '@hearth/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** The signed-in person a request acts for, as every policy sees them. */
export type Actor = {
  userId: number;
  role: Role;
  /** An agency user's one agency, or a caregiver's agencies; empty otherwise. */
  agencyIds: readonly number[];
  partnerId: number | null;
  via: 'session' | 'token';
};

export type SessionLookup = {
  actor: Actor;
  csrfToken: string;
  expiresAt: Date;
};

/** How the platform finds who is calling; the identity module provides it. */
export type ActorResolver = {
  /** null when the session is unknown, expired, or its user disabled. */
  bySessionSecret(secret: string): Promise<SessionLookup | null>;
  byAccessToken(token: string): Promise<Actor | null>;
};

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: augmentation merges only into an interface
  interface FastifyRequest {
    actor: Actor | null;
    /** A session cookie came with the request but named no live session. */
    sessionExpired: boolean;
  }
}

/** The actor of a route whose access requires one; the access hook has already refused anyone else. */
export function actorOf(request: FastifyRequest): Actor {
  if (request.actor === null) {
    throw new AppError('unauthenticated', 'Sign in to continue.');
  }
  return request.actor;
}
