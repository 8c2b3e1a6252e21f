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

/** Tables a client's call writes to. Counters (sign-in attempts, rate limits, the geocoder's cache) change on purpose. */
async function clientTables(t: TestApp): Promise<string[]> {
  const tables = (await t.database.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('auth_attempts', 'rate_counters', 'geocode_cache', 'test_writes') order by 1`,
  )) as unknown as { rows: Array<{ name: string }> };
  return tables.rows.map((r) => r.name);
}

/**
 * A mark of the stored data and files: a call that was refused must leave it unchanged. Triggers on
 * the tables a client writes to count each row inserted, deleted or changed (an update that leaves
 * a row as it was does not count) and each truncation, in `test_writes`; a write rolled back is not
 * counted. Reading it costs one row per call: the fuzz test makes thousands, and hashing every
 * table twice per call (as it did before) took two thirds of its time.
 */
export async function storedWrites(t: TestApp): Promise<() => Promise<string>> {
  const run = (statement: string) => t.database.db.execute(sql.raw(statement));
  await run('create table test_writes (n bigint not null)');
  await run('insert into test_writes values (0)');
  await run(`create function test_count_write() returns trigger language plpgsql as $$
    begin update test_writes set n = n + 1; return null; end $$`);
  for (const name of await clientTables(t)) {
    await run(`create trigger test_writes_rows after insert or delete on "${name}" for each row execute function test_count_write()`);
    await run(
      `create trigger test_writes_changes after update on "${name}" for each row when (old.* is distinct from new.*) execute function test_count_write()`,
    );
    await run(`create trigger test_writes_truncate after truncate on "${name}" for each statement execute function test_count_write()`);
  }
  return async () => {
    const res = (await run('select n from test_writes')) as unknown as { rows: Array<{ n: string | number }> };
    return `${res.rows[0]!.n};files:${storedFiles(t.dataDir).join(',')}`;
  };
}
