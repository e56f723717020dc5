import { errorResponseSchema } from '@hearth/domain';
import type { z } from 'zod';

/** A response's JSON body, checked against the shape the test expects, and typed by it. */
export async function bodyOf<S extends z.ZodType>(
  response: Response,
  schema: S,
): Promise<z.infer<S>> {
  return schema.parse(await response.json());
}

/** The field errors of a refused request (422), by field. */
export async function fieldErrorsOf(response: Response): Promise<Record<string, string[]>> {
  return (await bodyOf(response, errorResponseSchema)).errors ?? {};
}
