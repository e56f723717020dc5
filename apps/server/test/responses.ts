import { expect } from 'vitest';

/** The parsed body, after checking the status (the body is shown when it is not the one expected). */
export async function expectBody<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** The field errors of a 422. */
export async function expectFieldErrors(response: Response): Promise<Record<string, string[]>> {
  return (await expectBody<{ errors: Record<string, string[]> }>(response, 422)).errors;
}
