import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp, type TestApp } from '../../../test/app';
import type { FakeMeta } from '../../../test/fakes/meta';
import { metaAppForFile } from '../../../test/meta-app';
import { mediaProviderAgents, mediaProviders } from '../../db/schema/index';
import { tokenCipher } from '../../lib/token-cipher';
import { refreshInstagramTokens } from './instagram-refresh';

/** The Instagram token refresh job, run directly with a fixed clock. */
let t: TestApp;
let meta: FakeMeta;
const DAY = 24 * 3600 * 1000;
const now = new Date('2031-03-10T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);

metaAppForFile((s) => ({ t, meta } = s));

async function account(name: string, opts: { token: string; expiresAt: Date; refreshedAt: Date; encrypt?: (s: string) => string }) {
  const { agentId } = await signUp(t, `${name}@example.com`);
  const [provider] = await t.database.db.select().from(mediaProviders).where(eq(mediaProviders.type, 2));
  const encrypt = opts.encrypt ?? tokenCipher(t.config.tokenEncryptionKey).encrypt;
  await t.database.db.insert(mediaProviderAgents).values({
    agentId,
    mediaProviderId: provider!.id,
    type: 2,
    externalUserId: `ig-${name}`,
    username: name,
    accessTokenEncrypted: encrypt(opts.token),
    tokenExpiresAt: opts.expiresAt,
    refreshedAt: opts.refreshedAt,
    createdAt: opts.refreshedAt,
  });
  return agentId;
}

const rowOf = async (agentId: string) =>
  (await t.database.db.select().from(mediaProviderAgents).where(eq(mediaProviderAgents.agentId, agentId)))[0]!;

describe('refreshInstagramTokens', () => {
  it('refreshes tokens expiring within 7 days and at least a day old; 190 turns to reconnect; one bad account stops nothing', async () => {
    const cipher = tokenCipher(t.config.tokenEncryptionKey);
    const due = await account('due', { token: meta.instagram.longTokenFor('ig-due'), expiresAt: at(3), refreshedAt: at(-57) });
    const expired = await account('expired', { token: meta.instagram.longTokenFor('ig-expired'), expiresAt: at(-1), refreshedAt: at(-61) });
    const later = await account('later', { token: meta.instagram.longTokenFor('ig-later'), expiresAt: at(30), refreshedAt: at(-30) });
    const young = await account('young', { token: meta.instagram.longTokenFor('ig-young'), expiresAt: at(5), refreshedAt: new Date(now.getTime() - 2 * 3600 * 1000) });
    const revoked = await account('revoked', { token: meta.instagram.longTokenFor('ig-revoked'), expiresAt: at(2), refreshedAt: at(-58) });
    meta.instagram.revokeTokensOf('ig-revoked');
    const refused = await account('refused', { token: 'IGshort-unknown-kind', expiresAt: at(1), refreshedAt: at(-59) });
    const otherKey = await account('otherkey', {
      token: meta.instagram.longTokenFor('ig-otherkey'),
      expiresAt: at(1),
      refreshedAt: at(-59),
      encrypt: tokenCipher('a-key-of-another-installation-0123456789').encrypt,
    });
    const before = await Promise.all([due, later, young, refused].map(rowOf));
    meta.instagram.requests.length = 0;

    const outcome = await refreshInstagramTokens({ db: t.database.db, config: t.config }, now);
    expect(outcome).toEqual({ refreshed: 2, reconnect: 2, failed: 1 });

    for (const agentId of [due, expired]) {
      const row = await rowOf(agentId);
      expect(row.status).toBe('connected');
      expect(cipher.decrypt(row.accessTokenEncrypted!)).toMatch(/^IGlong-ig-(due|expired)-/);
      expect(row.tokenExpiresAt!.getTime()).toBeGreaterThan(at(59).getTime());
      expect(row.refreshedAt!.toISOString()).toBe(now.toISOString());
    }
    expect((await rowOf(due)).accessTokenEncrypted).not.toBe(before[0]!.accessTokenEncrypted);
    expect((await rowOf(later)).accessTokenEncrypted).toBe(before[1]!.accessTokenEncrypted);
    expect((await rowOf(young)).accessTokenEncrypted).toBe(before[2]!.accessTokenEncrypted);
    expect((await rowOf(revoked)).status).toBe('reconnect');
    expect((await rowOf(otherKey)).status).toBe('reconnect');
    const failed = await rowOf(refused);
    expect(failed).toMatchObject({ status: 'connected', accessTokenEncrypted: before[3]!.accessTokenEncrypted });

    const calls = meta.instagram.requests.filter((r) => r.path === '/refresh_access_token');
    expect(calls).toHaveLength(4);
    for (const call of calls) expect(call.query.get('grant_type')).toBe('ig_refresh_token');

    // A second run the same day finds nothing to do but the account Instagram keeps refusing.
    expect(await refreshInstagramTokens({ db: t.database.db, config: t.config }, now)).toEqual({ refreshed: 0, reconnect: 0, failed: 1 });
  });

  it('never throws when Instagram cannot be reached', async () => {
    const down = { ...t.config, instagram: { ...t.config.instagram, graphUrl: 'http://127.0.0.1:9' } };
    const outcome = await refreshInstagramTokens({ db: t.database.db, config: down }, new Date(now.getTime() + 2 * DAY));
    expect(outcome.refreshed).toBe(0);
    expect(outcome.failed).toBeGreaterThan(0);
  });
});
