import type { Locale, Role } from '@hearth/domain';
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

/**
 * The caller's own name, email and language, read in the same statement as their session or
 * token, so a route about the caller themselves (auth details) needs no second query.
 */
export type ActorProfile = { email: string; name: string; preferredLocale: Locale };

/** Who is calling, as one lookup of a session or a token finds them. */
export type Identified = { actor: Actor; profile: ActorProfile };

export type SessionLookup = Identified & {
  csrfToken: string;
  expiresAt: Date;
};

/** How the platform finds who is calling; the identity module provides it. */
export type ActorResolver = {
  /** null when the session is unknown, expired, or its user disabled. */
  bySessionSecret(secret: string): Promise<SessionLookup | null>;
  byAccessToken(token: string): Promise<Identified | null>;
};

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: augmentation merges only into an interface
  interface FastifyRequest {
    actor: Actor | null;
    /** The actor's own name and email, when there is an actor. */
    actorProfile: ActorProfile | null;
    /** A session cookie came with the request but named no live session. */
    sessionExpired: boolean;
  }
}

/** The actor of a route whose access requires one; the access hook has already refused anyone else. */
export function actorOf(request: FastifyRequest): Actor {
  if (request.actor === null) {
    throw new AppError('unauthenticated', 'sign_in_to_continue');
  }
  return request.actor;
}

/** The name and email of a route's actor, read with their session or token. */
export function actorProfileOf(request: FastifyRequest): ActorProfile {
  if (request.actorProfile === null) {
    throw new AppError('unauthenticated', 'sign_in_to_continue');
  }
  return request.actorProfile;
}
