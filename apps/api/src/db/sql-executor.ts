/**
 * Raw SQL for libraries that bring their own statements (pg-boss): `executeSql(text, values)`
 * answering `{ rows }`, on the same connection drizzle uses, inside a drizzle transaction too.
 *
 * PGlite runs parameterised SQL through `query` (one statement) and parameterless SQL through
 * `exec`, which takes several statements (pg-boss sends `BEGIN; …; COMMIT;` blocks); node-postgres
 * takes both through `query` (simple protocol when there are no values).
 */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

interface QueryResult {
  rows?: Record<string, unknown>[];
  fields?: unknown[];
}

interface Client {
  query(text: string, values?: unknown[]): Promise<QueryResult>;
  exec?(text: string): Promise<QueryResult[]>;
}

/** The result that carries rows: the last statement that answered columns, else the last. */
function lastWithColumns(results: QueryResult[]): QueryResult {
  for (let i = results.length - 1; i >= 0; i--) if (results[i]!.fields?.length) return results[i]!;
  return results[results.length - 1] ?? { rows: [] };
}

export function executorForClient(client: Client, kind: 'pglite' | 'postgres'): SqlExecutor {
  return {
    async executeSql(text, values) {
      const hasValues = Array.isArray(values) && values.length > 0;
      if (kind === 'postgres' || hasValues || !client.exec) {
        const result = await client.query(text, hasValues ? values : undefined);
        return { rows: result.rows ?? [] };
      }
      try {
        return { rows: lastWithColumns(await client.exec(text)).rows ?? [] };
      } catch (err) {
        // A failed block must not leave PGlite's one connection inside an aborted transaction.
        if (/^\s*BEGIN\b/im.test(text)) await client.exec('ROLLBACK').catch(() => undefined);
        throw err;
      }
    },
  };
}

/**
 * The executor of a drizzle database or transaction: drizzle keeps its driver client on
 * `session.client` (PGlite, its transaction, a pg Pool or the pooled client of a transaction).
 */
export function executorOf(dbOrTx: unknown, kind: 'pglite' | 'postgres'): SqlExecutor {
  const client = (dbOrTx as { session?: { client?: Client } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('no SQL client behind this database handle');
  return executorForClient(client, kind);
}
