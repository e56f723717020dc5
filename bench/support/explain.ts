import { analyzedPlanOf, type SentStatement, statementsSentDuring } from '@hearth/server/testing';
import type pg from 'pg';

/** The plans of the reads among `statements`, each printed under its SQL. */
async function explainStatements(
  pool: pg.Pool,
  label: string,
  statements: SentStatement[],
): Promise<string> {
  const reads = statements.filter(({ text }) => /^\s*(select|with)/i.test(text));
  const plans: string[] = [];
  for (const statement of reads) {
    plans.push(`${statement.text}\n${await analyzedPlanOf(pool, statement)}`);
  }
  return `--- ${label}: ${reads.length} statements\n${plans.join('\n\n')}`;
}

/**
 * Runs `call` while recording the SQL the app sends, then prints PostgreSQL's plan of each
 * statement with its real parameters: the proof that a measured request uses its indexes.
 */
export async function explainRequest(
  pool: pg.Pool,
  label: string,
  call: () => Promise<Response>,
): Promise<string> {
  const { statements } = await statementsSentDuring(pool, async () => {
    await (await call()).arrayBuffer();
  });
  return explainStatements(pool, label, statements);
}
