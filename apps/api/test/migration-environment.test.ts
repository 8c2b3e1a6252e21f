import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { asc, eq } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { propertyDraftEnvironments, propertyEnvironmentGroups, propertyEnvironments, propertyImages, propertyImageTags } from '../src/db/schema/index';
import { seedDatabase } from '../src/seeds';
import { API_DIR, createServerDatabase, dropServerDatabase, serverUrl } from './pg-server';

/**
 * 0007 renames the 'enviroment' tables, columns, constraints and sequences to 'environment'.
 * A database that an older release left at 0006, with a draft that has rooms and a tagged photo,
 * must come out of the migration with the same rows and ids, and go on taking new ones.
 */

const scratch = mkdtempSync(path.join(tmpdir(), 'vitrina-migration-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the migrations folder that stops at `lastTag` (what an older release shipped). */
function migrationsUpTo(lastTag: string): string {
  const dir = path.join(scratch, `drizzle-${lastTag}`);
  cpSync(path.join(API_DIR, 'drizzle'), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last).toBeGreaterThan(-1);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** What 0006's tables held: one room group with two kinds, a draft with both, a photo of one, a tag. */
const OLD_ROWS = `
  insert into property_enviroment_groups (key, name, sort) values ('ROOMS', 'Habitaciones y baños', 0);
  insert into property_enviroments (group_id, key, name, short_name, sort)
    select id, 'BEDROOM', 'Habitaciones', 'hab.', 0 from property_enviroment_groups where key = 'ROOMS';
  insert into property_enviroments (group_id, key, name, short_name, sort)
    select id, 'BATHROOM', 'Baños', 'baños', 1 from property_enviroment_groups where key = 'ROOMS';
  insert into agents (id, first_name, email_address, auth_provider)
    values ('00000000-0000-4000-8000-000000000001', 'Ana', 'ana@example.com', 'password');
  insert into property_drafts (id, agent_id) values ('00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-000000000001');
  insert into property_draft_enviroments (draft_id, enviroment_id, quantity)
    select '00000000-0000-4000-8000-0000000000d1', id, case key when 'BEDROOM' then 3 else 2 end from property_enviroments;
  insert into property_images (id, draft_id, storage_key, width, height, enviroment_id, index)
    select '00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000d1', 'properties/d1/images/a.jpg', 1280, 960, id, 0
    from property_enviroments where key = 'BATHROOM';
  insert into property_image_tags (image_id, enviroment_id, position_x, position_y)
    select '00000000-0000-4000-8000-0000000000a1', id, 0.25, 0.75 from property_enviroments where key = 'BEDROOM';
`;

async function checkMigrated(database: Database) {
  const { db } = database;
  const before = await db.select().from(propertyEnvironments).orderBy(asc(propertyEnvironments.id));
  expect(before.map((e) => e.key)).toEqual(['BEDROOM', 'BATHROOM']);
  const id = Object.fromEntries(before.map((e) => [e.key, e.id]));

  const links = await db.select().from(propertyDraftEnvironments).orderBy(asc(propertyDraftEnvironments.quantity));
  expect(links.map((l) => [l.environmentId, l.quantity])).toEqual([
    [id.BATHROOM, 2],
    [id.BEDROOM, 3],
  ]);
  const [image] = await db.select().from(propertyImages);
  expect(image).toMatchObject({ storageKey: 'properties/d1/images/a.jpg', environmentId: id.BATHROOM });
  const [tag] = await db.select().from(propertyImageTags);
  expect(tag).toMatchObject({ environmentId: id.BEDROOM, positionX: 0.25, positionY: 0.75 });

  // The catalogue seed of this release updates the same rows by key and adds the rest after them.
  await seedDatabase(db);
  const [rooms] = await db.select().from(propertyEnvironmentGroups).where(eq(propertyEnvironmentGroups.key, 'ROOMS'));
  const after = await db.select().from(propertyEnvironments).where(eq(propertyEnvironments.groupId, rooms!.id));
  expect(after.find((e) => e.key === 'BEDROOM')!.id).toBe(id.BEDROOM);
  expect(after.find((e) => e.key === 'BATHROOM')!.id).toBe(id.BATHROOM);
  const newest = after.find((e) => e.key === 'HALF_BATH')!;
  expect(newest.id).toBeGreaterThan(Math.max(id.BEDROOM!, id.BATHROOM!));

  // No table, column, constraint, index or sequence keeps the old spelling.
  const names = await database.db.execute(`
    select table_name as name from information_schema.tables where table_schema = 'public'
    union all select column_name from information_schema.columns where table_schema = 'public'
    union all select conname from pg_constraint where connamespace = 'public'::regnamespace
    union all select relname from pg_class where relnamespace = 'public'::regnamespace`);
  const all = (names as unknown as { rows: Array<{ name: string }> }).rows.map((r) => r.name);
  expect(all.filter((n) => n.includes('enviroment'))).toEqual([]);
  expect(all).toContain('property_environment_groups_id_seq');
  expect(all).toContain('property_draft_environments_unique');
}

describe('migration 0007: environment spelling', () => {
  it('keeps the rows of a PGlite database left at 0006', async () => {
    const dataDir = path.join(scratch, 'pglite');
    mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    const old = new PGlite({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
    await migratePglite(drizzlePglite(old), { migrationsFolder: migrationsUpTo('0006_instagram_permalink') });
    await old.exec(OLD_ROWS);
    await old.close();

    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      await checkMigrated(database);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!serverUrl)('keeps the rows of a PostgreSQL database left at 0006', async () => {
    const server = await createServerDatabase('vitrina_migration');
    try {
      const pool = new pg.Pool({ connectionString: server.url, max: 1 });
      await migratePg(drizzlePg(pool), { migrationsFolder: migrationsUpTo('0006_instagram_permalink') });
      await pool.query(OLD_ROWS);
      await pool.end();

      const database = await openDatabase({ databaseUrl: server.url, dataDir: scratch });
      try {
        await checkMigrated(database);
      } finally {
        await database.close();
      }
    } finally {
      await dropServerDatabase(server.name);
    }
  });
});
