// The floor every API figure is compared with: a Fastify 5 hello-world with no plugins and no
// logger, in the bench's own process.
import Fastify from 'fastify';

export const BARE_FASTIFY = 'bare Fastify 5: GET / (hello world)';

/** Runs `body` with the hello-world listening on a loopback port (its `GET /` at `base`). */
export async function withBareFastify<T>(body: (base: string) => Promise<T>): Promise<T> {
  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));
  const base = await bare.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await body(base);
  } finally {
    await bare.close();
  }
}
