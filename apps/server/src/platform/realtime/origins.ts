/**
 * Whether a browser page at `origin` may open a websocket. Allowed entries are full origins,
 * '*' for any, or a port wildcard like 'http://localhost:*'.
 */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return allowed.some((entry) => {
    if (entry === '*') {
      return true;
    }
    if (entry.endsWith(':*')) {
      return `${url.protocol}//${url.hostname}` === entry.slice(0, -2);
    }
    return url.origin === entry.replace(/\/$/, '');
  });
}
