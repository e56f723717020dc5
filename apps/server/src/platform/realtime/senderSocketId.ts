import type { FastifyRequest } from 'fastify';
import { SOCKET_ID_PATTERN } from './protocol.ts';

/**
 * The sender's own socket (`X-Socket-ID`, which the web's client attaches), so an event it caused
 * is not echoed back to it. A malformed value is ignored rather than refused: it only means the
 * sender hears its own event.
 */
export function senderSocketId(request: FastifyRequest): string | null {
  const given = request.headers['x-socket-id'];
  return typeof given === 'string' && SOCKET_ID_PATTERN.test(given) ? given : null;
}
