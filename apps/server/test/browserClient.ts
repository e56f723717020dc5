import type { TestServer } from './server.ts';

/**
 * Talks to the server the way the web app does: keeps the cookies it is given and echoes the
 * XSRF-TOKEN cookie in X-XSRF-TOKEN on every call.
 */
export class BrowserClient {
  readonly cookies = new Map<string, string>();
  sendCsrfHeader = true;

  /**
   * @param address the network address the browser calls from, sent as X-Forwarded-For (a
   *   server started with trustProxy takes it as the client's)
   */
  constructor(
    private readonly server: TestServer,
    private readonly address?: string,
  ) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    if (this.address !== undefined) {
      headers.set('x-forwarded-for', this.address);
    }
    const csrf = this.cookies.get('XSRF-TOKEN');
    if (this.sendCsrfHeader && csrf !== undefined) {
      headers.set('x-xsrf-token', csrf);
    }
    const response = await this.server.request(path, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = /expires=Thu, 01 Jan 1970/i.test(cookie) || value.join('=') === '';
      if (expired) {
        this.cookies.delete(name);
      } else {
        this.cookies.set(name, value.join('='));
      }
    }
    return response;
  }

  json(path: string, method: string, body?: unknown): Promise<Response> {
    return this.request(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async signIn(email: string, password: string): Promise<Response> {
    return this.json('/api/auth/sign-in', 'POST', { email, password });
  }
}

/** A client already signed in; fails the test at once if signing in does not work. */
export async function signedInClient(
  server: TestServer,
  email: string,
  password: string,
): Promise<BrowserClient> {
  const client = new BrowserClient(server);
  const response = await client.signIn(email, password);
  if (response.status !== 200) {
    throw new Error(`sign-in as ${email} failed with ${response.status}: ${await response.text()}`);
  }
  return client;
}
