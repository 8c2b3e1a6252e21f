import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../app';

/** Files the app stored under its data directory, the embedded database and the mail outbox aside. */
export function storedFiles(dir: string, root = dir): string[] {
  const out: string[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...storedFiles(full, root));
    else out.push(path.relative(root, full));
  }
  return out.filter((f) => !/^(pglite|outbox|mail)/.test(f)).sort();
}

/**
 * A fingerprint of every row of the tables a client writes to, and of the stored files: a call
 * that was refused must leave it unchanged. Counters (sign-in attempts, rate limits, the geocoder's
 * cache) are left out: they change on purpose.
 */
export function storedState(t: TestApp): () => Promise<string> {
  let query: string | null = null;
  return async () => {
    if (!query) {
      const tables = (await t.database.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
            and table_name not in ('auth_attempts', 'rate_counters', 'geocode_cache') order by 1`,
      )) as unknown as { rows: Array<{ name: string }> };
      // One round trip: a column per table holding the md5 of all its rows.
      query = `select ${tables.rows
        .map(({ name }, i) => `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from "${name}" x) as t${i}`)
        .join(', ')}`;
    }
    const res = (await t.database.db.execute(sql.raw(query))) as unknown as { rows: Array<Record<string, string>> };
    return JSON.stringify(res.rows[0]) + `;files:${storedFiles(t.dataDir).join(',')}`;
  };
}
