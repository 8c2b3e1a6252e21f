import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { agents } from '../src/db/schema/index';
import { seedDatabase } from '../src/seeds';

describe('embedded database under DATA_DIR', () => {
  it('keeps data across restarts and migrates only once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-db-'));
    try {
      const first = await openDatabase({ databaseUrl: null, dataDir });
      await seedDatabase(first.db);
      await first.db.insert(agents).values({ firstName: 'Ana', emailAddress: 'ana@example.com', authProvider: 'password' });
      await first.close();

      const second = await openDatabase({ databaseUrl: null, dataDir });
      await seedDatabase(second.db);
      const rows = await second.db.select().from(agents);
      expect(rows.map((r) => r.emailAddress)).toEqual(['ana@example.com']);
      const states = await second.db.execute('select count(*)::int as n from country_states');
      expect((states as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(24);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
