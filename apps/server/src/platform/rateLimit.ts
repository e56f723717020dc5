import type { FastifyInstance, FastifyRequest } from 'fastify';
import { codedError } from './errors.ts';

type Window = { opened: number; count: number };

/** How many requests a key has made in its current window, and when that window closes. */
export type Hit = { count: number; closesInMs: number };

/**
 * Request counts per key (a client address), each in a fixed window that opens with the key's
 * first request, as @fastify/rate-limit's in-memory store counts them. The map keeps its entries
 * in the order their windows opened, so the closed ones are always at its front: each hit drops
 * those first, and at `capacity` the oldest window goes, the way that store's LRU of 5,000 did.
 */
export class FixedWindows {
  readonly #windows = new Map<string, Window>();

  constructor(
    readonly windowMs: number,
    readonly capacity: number,
  ) {}

  /** Counts a request of `key` at `now` (monotonic milliseconds). */
  hit(key: string, now: number): Hit {
    this.#dropClosed(now);
    let window = this.#windows.get(key);
    if (window === undefined) {
      this.#makeRoom();
      window = { opened: now, count: 0 };
      this.#windows.set(key, window);
    }
    window.count += 1;
    // Whole milliseconds: with fractional clocks, opened + windowMs - now can exceed windowMs by a
    // rounding error, which would announce a window one second longer than it is.
    return { count: window.count, closesInMs: Math.round(window.opened + this.windowMs - now) };
  }

  get size(): number {
    return this.#windows.size;
  }

  #dropClosed(now: number): void {
    for (const [key, window] of this.#windows) {
      if (window.opened + this.windowMs > now) {
        return;
      }
      this.#windows.delete(key);
    }
  }

  #makeRoom(): void {
    if (this.#windows.size < this.capacity) {
      return;
    }
    const [oldest] = this.#windows.keys();
    if (oldest !== undefined) {
      this.#windows.delete(oldest);
    }
  }
}

export type GlobalRateLimitOptions = {
  max: number;
  windowMs: number;
  /** Requests never counted (the web app's built files). */
  exempt: (request: FastifyRequest) => boolean;
};

/**
 * The limit per client address on every route that declares none of its own: one synchronous
 * hook over `FixedWindows`, with @fastify/rate-limit's headers and its 429 (here in our error
 * envelope). A route with `config.rateLimit` (a stricter limit, or `false` for the health check)
 * is left to that plugin, as is a request that matched no route.
 */
export function registerGlobalRateLimit(app: FastifyInstance, options: GlobalRateLimitOptions) {
  const windows = new FixedWindows(options.windowMs, 5_000);
  const limit = String(options.max);
  app.addHook('onRequest', (request, reply, done) => {
    const { url, config } = request.routeOptions;
    if (url === undefined || config.rateLimit !== undefined || options.exempt(request)) {
      done();
      return;
    }
    const { count, closesInMs } = windows.hit(request.ip, performance.now());
    const resetSeconds = Math.ceil(closesInMs / 1000);
    reply.header('x-ratelimit-limit', limit);
    reply.header('x-ratelimit-remaining', String(Math.max(0, options.max - count)));
    reply.header('x-ratelimit-reset', String(resetSeconds));
    if (count <= options.max) {
      done();
      return;
    }
    done(
      codedError(
        'rate_limited',
        { code: 'rate_limited', params: { seconds: resetSeconds } },
        { retryAfterSeconds: resetSeconds },
      ),
    );
  });
}
