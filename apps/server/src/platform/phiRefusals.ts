import type { SubjectType } from '@hearth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { auditContextOf, writeReadAudit } from './audit.ts';

/**
 * What a route touches when it reaches health information (a patient, a note, a medication, a
 * caregiver's file): the audit subject's type and the path parameter that holds its id, if any.
 */
export type PhiSubject = { subjectType: SubjectType; idParam?: string };

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: augmentation merges only into an interface
  interface FastifyContextConfig {
    /** Set on routes that reach health information: their refusals go to the audit log. */
    phi?: PhiSubject;
  }
}

export const phiSubject = (subjectType: SubjectType, idParam?: string): PhiSubject =>
  idParam === undefined ? { subjectType } : { subjectType, idParam };

// 403: the caller may not; 404: absent or not theirs to see (the API never tells which).
const REFUSED = new Set([403, 404]);
// Ids in paths are integers; anything else a caller typed there is not written down.
const ID = /^[1-9]\d{0,15}$/;

/** The path's ids as the caller sent them (a refusal may come before they are validated). */
function pathIds(request: FastifyRequest): Record<string, string> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(params)
      .map(([name, value]) => [name, String(value)] as const)
      .filter(([, value]) => ID.test(value)),
  );
}

/**
 * HIPAA §164.312(b) wants refused access to health information in the trail as well as granted.
 * A route marked with `config.phi` that answers 403 or 404, to anyone signed in or not, leaves
 * an `access.denied` entry: who, which route, which ids; never the body or the query, so the
 * entry carries no health information of its own. Written before the answer goes out, so no
 * refusal is answered without its entry.
 */
export function auditPhiRefusals(app: FastifyInstance, db: Database): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const phi = request.routeOptions.config.phi;
    if (phi === undefined || !REFUSED.has(reply.statusCode)) {
      return payload;
    }
    const ids = pathIds(request);
    await writeReadAudit(db, auditContextOf(request), {
      action: 'access.denied',
      subjectType: phi.subjectType,
      subjectId: phi.idParam === undefined ? null : (ids[phi.idParam] ?? null),
      details: {
        status: reply.statusCode,
        method: request.method,
        route: request.routeOptions.url,
        params: ids,
      },
    });
    return payload;
  });
}
