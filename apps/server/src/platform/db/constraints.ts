import { AppError, type FieldProblem } from '../errors.ts';

/** PostgreSQL's unique-violation, with the constraint it hit. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if ('code' in cause && cause.code === '23505' && 'constraint' in cause) {
      return String(cause.constraint);
    }
  }
  return undefined;
}

/** For each unique index, the request field it guards and what to say when it is taken. */
export type UniqueFields = Readonly<Record<string, { field: string; message: FieldProblem }>>;

/**
 * Runs a write whose uniqueness was checked beforehand. Two identical requests at the same instant
 * both pass that check and the database refuses the second; that refusal answers like the check
 * would have (422 on the field), not as a server error.
 */
export async function uniqueAsInvalid<T>(fields: UniqueFields, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const taken = fields[violatedConstraint(error) ?? ''];
    if (taken !== undefined) {
      throw new AppError('validation_failed', 'validation_failed', {
        [taken.field]: [taken.message],
      });
    }
    throw error;
  }
}
