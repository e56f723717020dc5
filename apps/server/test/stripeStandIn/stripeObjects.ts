import { randomBytes } from 'node:crypto';

/** A Stripe API object as the stand-in keeps it: plain JSON with an `id` and an `object` kind. */
export type StripeObject = { id: string; object: string; [field: string]: unknown };

/** Stripe's error body: `{ error: { type, code, decline_code, message, … } }`. */
export type StripeErrorBody = { error: Record<string, unknown> };

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(String(body.error.message));
  }
}

export const invalidRequest = (message: string, param?: string, status = 400) =>
  new StripeApiError(status, {
    error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) },
  });

export const resourceMissing = (kind: string, id: string) =>
  new StripeApiError(404, {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${id}'`,
    },
  });

export const newId = (prefix: string): string =>
  `${prefix}_test_${randomBytes(12).toString('hex')}`;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** Every object the stand-in created, by id, with Stripe's `expand` over them. */
export function createObjectStore() {
  const objects = new Map<string, StripeObject>();

  function expandPath(value: unknown, path: string[]): unknown {
    const [head, ...rest] = path;
    if (head === undefined || value === null || typeof value !== 'object') {
      return value;
    }
    const record = { ...(value as Record<string, unknown>) };
    const field = record[head];
    const target = typeof field === 'string' && objects.has(field) ? objects.get(field) : field;
    record[head] = expandPath(target, rest);
    return record;
  }

  return {
    put<T extends StripeObject>(object: T): T {
      objects.set(object.id, object);
      return object;
    },
    get(id: string, kind: string): StripeObject {
      const object = objects.get(id);
      if (object === undefined || object.object !== kind) {
        throw resourceMissing(kind.replace('.', '_'), id);
      }
      return object;
    },
    update(id: string, changes: Record<string, unknown>): StripeObject {
      const object = objects.get(id);
      if (object === undefined) {
        throw resourceMissing('object', id);
      }
      Object.assign(object, changes);
      return object;
    },
    /** A copy with each dotted path of `expand` (e.g. `payment_intent.payment_method`) filled in. */
    expanded(object: StripeObject, expand: string[]): StripeObject {
      return expand.reduce<StripeObject>(
        (result, path) => expandPath(result, path.split('.')) as StripeObject,
        structuredClone(object),
      );
    },
  };
}

export type ObjectStore = ReturnType<typeof createObjectStore>;
