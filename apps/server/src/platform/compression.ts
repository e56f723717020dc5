import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers go as they are: compressing them saves about what its headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// Text, JSON and XML; anything else only if the MIME database calls it compressible (scripts,
// SVG: not images, PDFs or archives). Unlike the library's default, an unknown binary
// (octet-stream, such as a note's attached archive) is taken as compressed already, and a stream
// of server-sent events is never held back by an encoder's buffer.
const compressibleTypes = /^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)/u;

/**
 * Compresses the answers of every route registered after it, brotli or gzip as the client
 * accepts, above the threshold; a file the build compressed already goes as it is. Request bodies
 * are read as sent, as before: a compressed one is not inflated past the body limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: compressibleTypes,
    globalDecompression: false,
  });
}
