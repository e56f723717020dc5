import { authDetailsSchema, itemResponse } from '@hearth/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError.ts';
import { apiClient, createApiClient } from '../api/client.ts';
import { createSessionExpiryStore } from '../api/sessionExpiry.ts';
import { createUser, TEST_PASSWORD } from './serverApi.ts';
import { signInAs, signInWith, signOut } from './session.ts';

const authDetails = itemResponse(authDetailsSchema);

async function statusOf(request: Promise<unknown>): Promise<number | undefined> {
  return request.then(
    () => 200,
    (error: unknown) => (error instanceof ApiError ? error.status : undefined),
  );
}

// The web component tests rely on these: if happy-dom stopped carrying cookies or the app's
// client stopped echoing the CSRF token, every page test would fail in confusing ways.
describe('the test harness', () => {
  it('serves the page from the test server, so the API is same-origin', () => {
    expect(window.location.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('keeps the session cookie from script, and sends it with the app client', async () => {
    const person = await createUser({ role: 2 });
    await signInWith(person.email, TEST_PASSWORD);

    expect(document.cookie).toMatch(/XSRF-TOKEN=/);
    expect(document.cookie).not.toMatch(/hearth_session/);
    const response = await apiClient.get('/api/auth-details');
    expect(authDetails.parse(response.data).data.user.email).toBe(person.email);
  });

  it('echoes the CSRF token on state-changing calls; without it, 419 and a reload', async () => {
    await signInAs('user');
    expect(await statusOf(apiClient.post('/api/auth/keep-alive'))).toBe(200);

    const reload = vi.fn();
    const client = createApiClient({ reload, sessionExpiry: createSessionExpiryStore() });
    const status = await statusOf(
      client.post('/api/auth/keep-alive', undefined, { withXSRFToken: false }),
    );
    expect(status).toBe(419);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('signs out between tests: the server clears both cookies', async () => {
    await signInAs('user');
    await signOut();

    expect(document.cookie).toBe('');
    expect(await statusOf(apiClient.get('/api/auth-details'))).toBe(401);
  });
});
