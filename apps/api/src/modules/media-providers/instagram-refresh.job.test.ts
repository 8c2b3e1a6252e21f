import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { INSTAGRAM_REFRESH_CRON, INSTAGRAM_REFRESH_QUEUE } from './instagram-refresh.job';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

type Schedule = { name: string; cron: string; timezone: string };
const schedules = async (app: TestApp): Promise<Schedule[]> => {
  const result = (await app.database.db.execute(sql`select name, cron, timezone from pgboss.schedule`)) as unknown as { rows: Schedule[] };
  return result.rows;
};

describe('Instagram token refresh schedule', () => {
  it('is scheduled daily in the job queue when Instagram is configured', async () => {
    t = await createTestApp({ INSTAGRAM_APP_ID: '9876543210', INSTAGRAM_APP_SECRET: 'secret' });
    expect(await schedules(t)).toContainEqual({ name: INSTAGRAM_REFRESH_QUEUE, cron: INSTAGRAM_REFRESH_CRON, timezone: 'UTC' });
  });

  it('is not scheduled when Instagram is switched off', async () => {
    t = await createTestApp();
    expect((await schedules(t)).map((s) => s.name)).not.toContain(INSTAGRAM_REFRESH_QUEUE);
  });
});
