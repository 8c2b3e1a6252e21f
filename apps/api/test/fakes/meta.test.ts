import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTAGRAM_APP_ID, INSTAGRAM_APP_SECRET, startFakeMeta, type FakeMeta } from './meta';

// The fakes stand in for Meta in every publishing test, so their shapes are pinned here.
let meta: FakeMeta;
let images: Server;
let imagesUrl = '';

beforeAll(async () => {
  meta = await startFakeMeta();
  const square = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
  const tall = await sharp({ create: { width: 300, height: 600, channels: 3, background: '#a73' } }).jpeg().toBuffer();
  images = createServer((req, res) => {
    const body = req.url === '/square.jpg' ? square : req.url === '/tall.jpg' ? tall : null;
    res.writeHead(body ? 200 : 404, { 'content-type': 'image/jpeg' });
    res.end(body ?? '');
  });
  await new Promise<void>((r) => images.listen(0, '127.0.0.1', r));
  imagesUrl = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await meta.close();
  await new Promise((r) => images.close(r));
});

const form = (params: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(params).toString(),
});

describe('fake Instagram', () => {
  it('signs in through the authorize redirect, exchanges the code once and publishes a container once', async () => {
    const ig = meta.instagram;
    ig.addUser('17841400000000001', 'inmobiliaria.ana');
    const redirectUri = 'http://vitrina.test/oauth/authorize/instagram';
    const authorize = await fetch(`${ig.url}/oauth/authorize?client_id=${INSTAGRAM_APP_ID}&redirect_uri=${encodeURIComponent(redirectUri)}&state=s1`, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const back = new URL(authorize.headers.get('location')!);
    expect(back.searchParams.get('state')).toBe('s1');
    const code = back.searchParams.get('code')!;
    const exchange = { client_id: INSTAGRAM_APP_ID, client_secret: INSTAGRAM_APP_SECRET, grant_type: 'authorization_code', redirect_uri: redirectUri, code };
    const short = await (await fetch(`${ig.url}/oauth/access_token`, form(exchange))).json();
    expect(short.data[0].user_id).toBe('17841400000000001');
    expect((await fetch(`${ig.url}/oauth/access_token`, form(exchange))).status).toBe(400);
    const long = await (await fetch(`${ig.url}/access_token?grant_type=ig_exchange_token&client_secret=${INSTAGRAM_APP_SECRET}&access_token=${short.data[0].access_token}`)).json();
    expect(long.expires_in).toBeGreaterThan(50 * 86400);
    const token = long.access_token as string;

    const tall = await (await fetch(`${ig.url}/17841400000000001/media`, form({ image_url: `${imagesUrl}/tall.jpg`, access_token: token }))).json();
    expect(tall.error.error_subcode).toBe(2207009);
    const created = await (await fetch(`${ig.url}/17841400000000001/media`, form({ image_url: `${imagesUrl}/square.jpg`, caption: 'Casa', access_token: token }))).json();
    const early = await (await fetch(`${ig.url}/17841400000000001/media_publish`, form({ creation_id: created.id, access_token: token }))).json();
    expect(early.error.code).toBe(9007);
    const status = await (await fetch(`${ig.url}/${created.id}?fields=status_code&access_token=${token}`)).json();
    expect(status.status_code).toBe('FINISHED');
    const done = await (await fetch(`${ig.url}/17841400000000001/media_publish`, form({ creation_id: created.id, access_token: token }))).json();
    expect(done.id).toMatch(/^17/);
    const again = await (await fetch(`${ig.url}/${created.id}?fields=status_code&access_token=${token}`)).json();
    expect(again.status_code).toBe('PUBLISHED');
    expect(ig.published).toHaveLength(1);

    ig.revokeTokensOf('17841400000000001');
    const revoked = await (await fetch(`${ig.url}/me?fields=user_id,username&access_token=${token}`)).json();
    expect(revoked.error.code).toBe(190);
  });
});

describe('fake Facebook', () => {
  it('trades a token, lists pages and makes one feed post with unpublished photos', async () => {
    const fb = meta.facebook;
    fb.users.set('short-1', { id: '555', firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com' });
    fb.pagesOf.set('555', [{ id: '901', name: 'Inmobiliaria Ana' }]);
    fb.behaviour.usagePercent = 95;
    const long = await fetch(`${fb.graphUrl}/oauth/access_token?grant_type=fb_exchange_token&client_id=1234567890&client_secret=fake-facebook-secret&fb_exchange_token=short-1`);
    expect(JSON.parse(long.headers.get('x-app-usage')!).call_count).toBe(95);
    const { access_token } = await long.json();
    const pages = await (await fetch(`${fb.graphUrl}/me/accounts?fields=id,name,access_token,picture&access_token=${access_token}`)).json();
    expect(pages.data[0]).toMatchObject({ id: '901', name: 'Inmobiliaria Ana', access_token: 'page-token-901' });
    const photo = await (await fetch(`${fb.graphUrl}/901/photos`, form({ url: `${imagesUrl}/square.jpg`, published: 'false', access_token: 'page-token-901' }))).json();
    const post = await (await fetch(`${fb.graphUrl}/901/feed`, form({ message: 'Casa en venta', attached_media: JSON.stringify([{ media_fbid: photo.id }]), access_token: 'page-token-901' }))).json();
    expect(post.id).toMatch(/^901_/);
    const since = Math.floor(Date.now() / 1000) - 60;
    const listed = await (await fetch(`${fb.graphUrl}/901/posts?since=${since}&fields=id,message,created_time&access_token=page-token-901`)).json();
    expect(listed.data).toEqual([expect.objectContaining({ id: post.id, message: 'Casa en venta' })]);
    fb.behaviour.revokedPages.add('901');
    expect((await (await fetch(`${fb.graphUrl}/901/feed`, form({ message: 'x', access_token: 'page-token-901' }))).json()).error.code).toBe(190);
  });
});
